// Sunrise, sunset and day length, computed (not measured) for every day with
// the NOAA Global Monitoring Laboratory's solar position equations
// (gml.noaa.gov/grad/solcalc/solareqns.PDF), with the standard 0.833° for
// refraction and the sun's radius. Times are local standard time, without
// daylight saving; accurate to about a minute.
export interface City {
  name: string;
  country: string;
  latitude: number;
  longitude: number;
  /** Hours from UTC of the city's standard time. */
  utcOffset: number;
}

export const cities: City[] = [
  {
    name: 'Reykjavík',
    country: 'Iceland',
    latitude: 64.15,
    longitude: -21.94,
    utcOffset: 0,
  },
  {
    name: 'Oslo',
    country: 'Norway',
    latitude: 59.91,
    longitude: 10.75,
    utcOffset: 1,
  },
  {
    name: 'Madrid',
    country: 'Spain',
    latitude: 40.42,
    longitude: -3.7,
    utcOffset: 1,
  },
  {
    name: 'Singapore',
    country: 'Singapore',
    latitude: 1.35,
    longitude: 103.82,
    utcOffset: 8,
  },
  {
    name: 'Cape Town',
    country: 'South Africa',
    latitude: -33.92,
    longitude: 18.42,
    utcOffset: 2,
  },
  {
    name: 'Buenos Aires',
    country: 'Argentina',
    latitude: -34.6,
    longitude: -58.38,
    utcOffset: -3,
  },
];

export interface DaylightRow {
  id: string;
  /** ISO date, which sorts as text in date order. */
  date: string;
  /** `01 Jan` … `12 Dec`: sorts in calendar order. */
  month: string;
  city: string;
  country: string;
  sunrise: string;
  sunset: string;
  /** Hours of daylight, with decimals. */
  dayLength: number;
}

const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];
const DEG = Math.PI / 180;

function clock(minutes: number): string {
  const wrapped = ((Math.round(minutes) % 1440) + 1440) % 1440;
  const hours = String(Math.floor(wrapped / 60)).padStart(2, '0');
  return `${hours}:${String(wrapped % 60).padStart(2, '0')}`;
}

function daylight(city: City, year: number, dayOfYear: number, daysInYear: number) {
  const gamma = ((2 * Math.PI) / daysInYear) * (dayOfYear - 1);
  const equationOfTime =
    229.18 *
    (0.000075 +
      0.001868 * Math.cos(gamma) -
      0.032077 * Math.sin(gamma) -
      0.014615 * Math.cos(2 * gamma) -
      0.040849 * Math.sin(2 * gamma));
  const declination =
    0.006918 -
    0.399912 * Math.cos(gamma) +
    0.070257 * Math.sin(gamma) -
    0.006758 * Math.cos(2 * gamma) +
    0.000907 * Math.sin(2 * gamma) -
    0.002697 * Math.cos(3 * gamma) +
    0.00148 * Math.sin(3 * gamma);
  const latitude = city.latitude * DEG;
  const cosHourAngle =
    Math.cos(90.833 * DEG) / (Math.cos(latitude) * Math.cos(declination)) -
    Math.tan(latitude) * Math.tan(declination);
  const hourAngle = Math.acos(Math.min(1, Math.max(-1, cosHourAngle))) / DEG;
  const noon = 720 - 4 * city.longitude - equationOfTime + city.utcOffset * 60;
  return {
    sunrise: clock(noon - 4 * hourAngle),
    sunset: clock(noon + 4 * hourAngle),
    dayLength: Math.round(((8 * hourAngle) / 60) * 100) / 100,
  };
}

/** One row per city and day from January 1st of `from` to December 31st of `to`. */
export function daylightRows(from: number, to: number): DaylightRow[] {
  const rows: DaylightRow[] = [];
  for (let year = from; year <= to; year += 1) {
    const daysInYear =
      new Date(Date.UTC(year, 1, 29)).getUTCMonth() === 1 ? 366 : 365;
    for (let dayOfYear = 1; dayOfYear <= daysInYear; dayOfYear += 1) {
      const day = new Date(Date.UTC(year, 0, dayOfYear));
      const date = day.toISOString().slice(0, 10);
      const monthIndex = day.getUTCMonth();
      const month = `${String(monthIndex + 1).padStart(2, '0')} ${MONTHS[monthIndex]}`;
      for (const city of cities) {
        rows.push({
          id: `${city.name}-${date}`,
          date,
          month,
          city: city.name,
          country: city.country,
          ...daylight(city, year, dayOfYear, daysInYear),
        });
      }
    }
  }
  return rows;
}

/** `13.5` → `13 h 30 min`. */
export function formatHours(hours: number | null | undefined): string {
  if (hours == null) return '';
  const minutes = Math.round(hours * 60);
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}
