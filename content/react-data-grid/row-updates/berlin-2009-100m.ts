// Final of the men's 100 metres at the 2009 World Championships in Athletics, Berlin,
// 16 August 2009: official finishing order and times in seconds (IAAF results).
export interface Finisher {
  id: string;
  athlete: string;
  country: string;
  place: number;
  time: number;
}

export const finishers: Finisher[] = [
  { id: 'bolt', athlete: 'Usain Bolt', country: 'JAM', place: 1, time: 9.58 },
  { id: 'gay', athlete: 'Tyson Gay', country: 'USA', place: 2, time: 9.71 },
  { id: 'powell', athlete: 'Asafa Powell', country: 'JAM', place: 3, time: 9.84 },
  { id: 'bailey', athlete: 'Daniel Bailey', country: 'ANT', place: 4, time: 9.93 },
  {
    id: 'thompson',
    athlete: 'Richard Thompson',
    country: 'TTO',
    place: 5,
    time: 9.93,
  },
  {
    id: 'chambers',
    athlete: 'Dwain Chambers',
    country: 'GBR',
    place: 6,
    time: 10.0,
  },
  { id: 'burns', athlete: 'Marc Burns', country: 'TTO', place: 7, time: 10.0 },
  { id: 'patton', athlete: 'Darvis Patton', country: 'USA', place: 8, time: 10.34 },
];
