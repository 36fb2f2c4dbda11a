import type { Dayjs } from 'dayjs';

/** How the logs print a picker value: a date, "Invalid Date" or null. */
export function formatValue(value: Dayjs | null, format = 'YYYY-MM-DD'): string {
  if (value === null) return 'null';
  return value.isValid() ? value.format(format) : 'Invalid Date';
}
