// Ember, yearly electricity data: share of electricity generated from wind
// and solar in 2023, in percent, rounded.
export const windSolarShare = [
  { country: 'Denmark', wind: 58, solar: 11 },
  { country: 'Spain', wind: 24, solar: 17 },
  { country: 'Germany', wind: 27, solar: 12 },
  { country: 'Netherlands', wind: 18, solar: 17 },
  { country: 'UK', wind: 29, solar: 5 },
  { country: 'Greece', wind: 22, solar: 19 },
];
