// Principal Moon phases of 2025 (UTC dates), from NASA GSFC's
// "Six Millennium Catalog of Phases of the Moon" (Espenak).
export type Phase = 'new' | 'full';

export const moonPhases2025: Record<string, Phase> = {
  '2025-01-13': 'full',
  '2025-01-29': 'new',
  '2025-02-12': 'full',
  '2025-02-28': 'new',
  '2025-03-14': 'full',
  '2025-03-29': 'new',
  '2025-04-13': 'full',
  '2025-04-27': 'new',
  '2025-05-12': 'full',
  '2025-05-27': 'new',
  '2025-06-11': 'full',
  '2025-06-25': 'new',
  '2025-07-10': 'full',
  '2025-07-24': 'new',
  '2025-08-09': 'full',
  '2025-08-23': 'new',
  '2025-09-07': 'full',
  '2025-09-21': 'new',
  '2025-10-07': 'full',
  '2025-10-21': 'new',
  '2025-11-05': 'full',
  '2025-11-20': 'new',
  '2025-12-04': 'full',
  '2025-12-20': 'new',
};

/** The phases of one month, as a server would answer: keyed by day of the month. */
export function phasesInMonth(month: string): Map<number, Phase> {
  const days = new Map<number, Phase>();
  for (const [date, phase] of Object.entries(moonPhases2025)) {
    if (date.startsWith(month)) days.set(Number(date.slice(8)), phase);
  }
  return days;
}

/** Stands in for a request to your API; answers after 500 ms. */
export function fetchPhases(month: string, signal: AbortSignal): Promise<Map<number, Phase>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve(phasesInMonth(month)), 500);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}
