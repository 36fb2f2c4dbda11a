// The Nobel Prize in Literature, 2000–2024, with the language each laureate writes in, as
// the laureates' fact pages on nobelprize.org give them. The 2018 prize was awarded in 2019.
export interface Laureate {
  id: number;
  year: number;
  laureate: string;
  language: string;
}

const prizes: [number, string, string][] = [
  [2000, 'Gao Xingjian', 'Chinese'],
  [2001, 'V. S. Naipaul', 'English'],
  [2002, 'Imre Kertész', 'Hungarian'],
  [2003, 'J. M. Coetzee', 'English'],
  [2004, 'Elfriede Jelinek', 'German'],
  [2005, 'Harold Pinter', 'English'],
  [2006, 'Orhan Pamuk', 'Turkish'],
  [2007, 'Doris Lessing', 'English'],
  [2008, 'J. M. G. Le Clézio', 'French'],
  [2009, 'Herta Müller', 'German'],
  [2010, 'Mario Vargas Llosa', 'Spanish'],
  [2011, 'Tomas Tranströmer', 'Swedish'],
  [2012, 'Mo Yan', 'Chinese'],
  [2013, 'Alice Munro', 'English'],
  [2014, 'Patrick Modiano', 'French'],
  [2015, 'Svetlana Alexievich', 'Russian'],
  [2016, 'Bob Dylan', 'English'],
  [2017, 'Kazuo Ishiguro', 'English'],
  [2018, 'Olga Tokarczuk', 'Polish'],
  [2019, 'Peter Handke', 'German'],
  [2020, 'Louise Glück', 'English'],
  [2021, 'Abdulrazak Gurnah', 'English'],
  [2022, 'Annie Ernaux', 'French'],
  [2023, 'Jon Fosse', 'Norwegian'],
  [2024, 'Han Kang', 'Korean'],
];

export const laureates: Laureate[] = prizes.map(([year, laureate, language]) => ({
  id: year,
  year,
  laureate,
  language,
}));

/** Every language in the list, sorted: the options of the Language column. */
export const languages = [...new Set(laureates.map((row) => row.language))].sort();
