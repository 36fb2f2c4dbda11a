// National Bureau of Statistics of China, China Statistical Yearbook 2012, table 3-8:
// population by age and sex from the 2011 National Sample Survey on Population Changes
// (sampling fraction 0.850‰). Each age group's men and women as a percentage of the
// whole population, as published; youngest group first.
export const ageSex = [
  { age: '0–4', male: 3.08, female: 2.58 },
  { age: '5–9', male: 2.9, female: 2.45 },
  { age: '10–14', male: 2.94, female: 2.51 },
  { age: '15–19', male: 3.67, female: 3.35 },
  { age: '20–24', male: 4.82, female: 4.66 },
  { age: '25–29', male: 3.93, female: 3.87 },
  { age: '30–34', male: 3.66, female: 3.51 },
  { age: '35–39', male: 4.33, female: 4.13 },
  { age: '40–44', male: 4.79, female: 4.59 },
  { age: '45–49', male: 4.49, female: 4.32 },
  { age: '50–54', male: 2.78, female: 2.65 },
  { age: '55–59', male: 3.16, female: 3.1 },
  { age: '60–64', male: 2.33, female: 2.27 },
  { age: '65–69', male: 1.58, female: 1.57 },
  { age: '70–74', male: 1.26, female: 1.26 },
  { age: '75–79', male: 0.87, female: 0.98 },
  { age: '80–84', male: 0.46, female: 0.58 },
  { age: '85–89', male: 0.16, female: 0.26 },
  { age: '90–94', male: 0.04, female: 0.09 },
  { age: '95+', male: 0.01, female: 0.02 },
];
