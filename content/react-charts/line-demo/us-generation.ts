// U.S. Energy Information Administration, Electric Power Monthly: net
// electricity generation in the United States by source, in terawatt-hours
// (TWh), rounded. "Solar" is utility-scale only.
export const years = [2015, 2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023];

export const generationTWh = {
  coal: [1352, 1239, 1206, 1146, 965, 773, 898, 832, 675],
  gas: [1335, 1378, 1296, 1469, 1586, 1624, 1579, 1687, 1802],
  nuclear: [797, 806, 805, 807, 809, 790, 778, 772, 775],
  hydro: [249, 268, 300, 292, 288, 285, 251, 255, 240],
  wind: [191, 227, 254, 273, 295, 338, 380, 434, 425],
  solar: [25, 36, 53, 64, 72, 89, 115, 143, 165],
};

export type Source = keyof typeof generationTWh;

export const sourceLabels: Record<Source, string> = {
  coal: 'Coal',
  gas: 'Natural gas',
  nuclear: 'Nuclear',
  hydro: 'Hydro',
  wind: 'Wind',
  solar: 'Solar',
};

export const sources = Object.keys(generationTWh) as Source[];
