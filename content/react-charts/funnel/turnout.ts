// The 2020 U.S. presidential election, in millions of people: voting-age population,
// eligible citizens and ballots counted (U.S. Elections Project, Michael McDonald);
// registered voters (U.S. Census Bureau, Current Population Survey, November 2020).
export const turnout = [
  { label: 'Voting-age population', value: 252.3 },
  { label: 'Eligible citizens', value: 239.2 },
  { label: 'Registered', value: 168.3 },
  { label: 'Voted', value: 158.4 },
];

// The same stages for the 2016 election, from the same two sources.
export const turnout2016 = [
  { label: 'Voting-age population', value: 250.1 },
  { label: 'Eligible citizens', value: 230.9 },
  { label: 'Registered', value: 157.6 },
  { label: 'Voted', value: 138.8 },
];
