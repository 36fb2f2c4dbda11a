// The ten tallest completed buildings, as listed by the Council on Tall Buildings
// and Urban Habitat (CTBUH): height to the architectural top in metres, floors
// above ground, and the year of completion.
export interface Skyscraper {
  id: number;
  name: string;
  city: string;
  country: string;
  height: number;
  floors: number;
  completed: number;
}

type Entry = [string, string, string, number, number, number];

const entries: Entry[] = [
  ['Burj Khalifa', 'Dubai', 'United Arab Emirates', 828, 163, 2010],
  ['Merdeka 118', 'Kuala Lumpur', 'Malaysia', 679, 118, 2023],
  ['Shanghai Tower', 'Shanghai', 'China', 632, 128, 2015],
  ['Makkah Royal Clock Tower', 'Mecca', 'Saudi Arabia', 601, 120, 2012],
  ['Ping An Finance Center', 'Shenzhen', 'China', 599, 115, 2017],
  ['Lotte World Tower', 'Seoul', 'South Korea', 555, 123, 2017],
  ['One World Trade Center', 'New York City', 'United States', 541, 94, 2014],
  ['Guangzhou CTF Finance Centre', 'Guangzhou', 'China', 530, 111, 2016],
  ['Tianjin CTF Finance Centre', 'Tianjin', 'China', 530, 97, 2019],
  ['CITIC Tower', 'Beijing', 'China', 528, 108, 2018],
];

// The id is the rank by height.
export const skyscrapers: Skyscraper[] = entries.map(
  ([name, city, country, height, floors, completed], index) => ({
    id: index + 1,
    name,
    city,
    country,
    height,
    floors,
    completed,
  }),
);
