// The design architects of the ten tallest completed buildings (CTBUH), with a short note.
export interface Design {
  id: number;
  name: string;
  architect: string;
  notes: string;
}

export const designs: Design[] = [
  {
    id: 1,
    name: 'Burj Khalifa',
    architect: 'Skidmore, Owings & Merrill',
    notes: 'Tallest building in the world since 2010.\nDesign led by Adrian Smith.',
  },
  {
    id: 2,
    name: 'Merdeka 118',
    architect: 'Fender Katsalidis',
    notes: 'Second tallest building, completed in 2023.',
  },
  {
    id: 3,
    name: 'Shanghai Tower',
    architect: 'Gensler',
    notes: 'Its facade twists as it rises.',
  },
  {
    id: 4,
    name: 'Makkah Royal Clock Tower',
    architect: 'Dar Al-Handasah',
    notes: 'Its clock faces are among the largest in the world.',
  },
  {
    id: 5,
    name: 'Ping An Finance Center',
    architect: 'Kohn Pedersen Fox',
    notes: '',
  },
  {
    id: 6,
    name: 'Lotte World Tower',
    architect: 'Kohn Pedersen Fox',
    notes: 'Tallest building in South Korea.',
  },
  {
    id: 7,
    name: 'One World Trade Center',
    architect: 'Skidmore, Owings & Merrill',
    notes:
      'Its height, 1,776 feet, recalls the year of the Declaration of Independence.',
  },
  {
    id: 8,
    name: 'Guangzhou CTF Finance Centre',
    architect: 'Kohn Pedersen Fox',
    notes: '',
  },
  {
    id: 9,
    name: 'Tianjin CTF Finance Centre',
    architect: 'Skidmore, Owings & Merrill',
    notes: '',
  },
  {
    id: 10,
    name: 'CITIC Tower',
    architect: 'Kohn Pedersen Fox',
    notes: 'Its shape recalls a zun, an ancient Chinese vessel.',
  },
];
