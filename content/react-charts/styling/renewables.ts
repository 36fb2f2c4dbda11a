// Eurostat (nrg_ind_ren), 2022: share of energy from renewable sources in gross
// final energy consumption, in percent, rounded to one decimal.
export const renewableShare = [
  { country: 'Sweden', share: 66.0 },
  { country: 'Finland', share: 47.9 },
  { country: 'Latvia', share: 43.3 },
  { country: 'Denmark', share: 41.6 },
  { country: 'Estonia', share: 38.5 },
  { country: 'Portugal', share: 34.7 },
  { country: 'Austria', share: 33.8 },
  { country: 'Spain', share: 22.1 },
  { country: 'Germany', share: 20.8 },
  { country: 'France', share: 20.3 },
  { country: 'Italy', share: 19.1 },
  { country: 'Poland', share: 16.9 },
  { country: 'Netherlands', share: 15.0 },
  { country: 'Belgium', share: 13.8 },
  { country: 'Ireland', share: 13.1 },
];

// The EU's 2030 target for the Union as a whole (Directive (EU) 2023/2413).
export const euTarget2030 = 42.5;
