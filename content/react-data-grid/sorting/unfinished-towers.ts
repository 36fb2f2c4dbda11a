// Supertall towers by year of completion (CTBUH). Jeddah Tower and Burj Azizi
// were still under construction at the time of writing: no completion year yet.
export interface Tower {
  id: number;
  name: string;
  city: string;
  completed: number | null;
}

export const towers: Tower[] = [
  { id: 1, name: 'Burj Khalifa', city: 'Dubai', completed: 2010 },
  { id: 2, name: 'Jeddah Tower', city: 'Jeddah', completed: null },
  { id: 3, name: 'Merdeka 118', city: 'Kuala Lumpur', completed: 2023 },
  { id: 4, name: 'Shanghai Tower', city: 'Shanghai', completed: 2015 },
  { id: 5, name: 'Burj Azizi', city: 'Dubai', completed: null },
  { id: 6, name: 'Lotte World Tower', city: 'Seoul', completed: 2017 },
  { id: 7, name: 'One World Trade Center', city: 'New York City', completed: 2014 },
];
