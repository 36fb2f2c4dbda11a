// Winners of the Palme d'Or at the Cannes Film Festival, 2018 to 2023.
export interface Film {
  id: number;
  title: string;
  director: string;
  year: number;
  country: string;
}

export const films: Film[] = [
  { id: 1, title: 'Shoplifters', director: 'Hirokazu Kore-eda', year: 2018, country: 'Japan' },
  { id: 2, title: 'Parasite', director: 'Bong Joon-ho', year: 2019, country: 'South Korea' },
  { id: 3, title: 'Titane', director: 'Julia Ducournau', year: 2021, country: 'France' },
  { id: 4, title: 'Triangle of Sadness', director: 'Ruben Östlund', year: 2022, country: 'Sweden' },
  { id: 5, title: 'Anatomy of a Fall', director: 'Justine Triet', year: 2023, country: 'France' },
];
