// The ten tallest completed buildings, as the Council on Tall Buildings and Urban Habitat
// (CTBUH) lists them: height to the architectural top, in metres, floors above ground and the
// year of completion.
export interface Skyscraper {
  id: number;
  name: string;
  city: string;
  country: string;
  height: number;
  floors: number;
  completed: number;
}

export const skyscrapers: Skyscraper[] = [
  { id: 1, name: 'Burj Khalifa', city: 'Dubai', country: 'United Arab Emirates', height: 828, floors: 163, completed: 2010 },
  { id: 2, name: 'Merdeka 118', city: 'Kuala Lumpur', country: 'Malaysia', height: 679, floors: 118, completed: 2023 },
  { id: 3, name: 'Shanghai Tower', city: 'Shanghai', country: 'China', height: 632, floors: 128, completed: 2015 },
  { id: 4, name: 'Makkah Royal Clock Tower', city: 'Mecca', country: 'Saudi Arabia', height: 601, floors: 120, completed: 2012 },
  { id: 5, name: 'Ping An Finance Center', city: 'Shenzhen', country: 'China', height: 599, floors: 115, completed: 2017 },
  { id: 6, name: 'Lotte World Tower', city: 'Seoul', country: 'South Korea', height: 555, floors: 123, completed: 2017 },
  { id: 7, name: 'One World Trade Center', city: 'New York City', country: 'United States', height: 541, floors: 94, completed: 2014 },
  { id: 8, name: 'Guangzhou CTF Finance Centre', city: 'Guangzhou', country: 'China', height: 530, floors: 111, completed: 2016 },
  { id: 9, name: 'Tianjin CTF Finance Centre', city: 'Tianjin', country: 'China', height: 530, floors: 97, completed: 2019 },
  { id: 10, name: 'CITIC Tower', city: 'Beijing', country: 'China', height: 528, floors: 108, completed: 2018 },
];
