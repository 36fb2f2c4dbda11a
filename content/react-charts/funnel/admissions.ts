// Auburn University, Common Data Set 2023, section C1: degree-seeking first-time, first-year
// students for fall 2023 who applied, were admitted and enrolled (full- and part-time).
export const admissions = [
  { label: 'Applied', value: 48179 },
  { label: 'Admitted', value: 24315 },
  { label: 'Enrolled', value: 5935 },
];
