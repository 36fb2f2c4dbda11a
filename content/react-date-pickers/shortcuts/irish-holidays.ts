// Public holidays in Ireland, 2025 (Citizens Information, citizensinformation.ie).
export const irishPublicHolidays2025 = [
  { name: "New Year's Day", date: '2025-01-01' },
  { name: "St Brigid's Day", date: '2025-02-03' },
  { name: "St Patrick's Day", date: '2025-03-17' },
  { name: 'Easter Monday', date: '2025-04-21' },
  { name: 'May bank holiday', date: '2025-05-05' },
  { name: 'June bank holiday', date: '2025-06-02' },
  { name: 'August bank holiday', date: '2025-08-04' },
  { name: 'October bank holiday', date: '2025-10-27' },
  { name: 'Christmas Day', date: '2025-12-25' },
  { name: "St Stephen's Day", date: '2025-12-26' },
];
