/**
 * The data set of the first server-side Data Grid demos (pagination, server-side filtering):
 * 1,000 employees, generated from a fixed seed so every run (and every test) sees the same rows.
 * GET /x/data/employees answers it with the same query engine as the other rows endpoints.
 */
import { pickOne, seededRandom } from '~/lib/random';
import type { RowSchema } from './grid-rows/schema.server';

export interface Employee {
  id: number;
  name: string;
  email: string;
  department: string;
  role: string;
  country: string;
  salary: number;
  startDate: string;
  active: boolean;
}

const FIRST_NAMES = [
  'Amara',
  'Bruno',
  'Chen',
  'Dalia',
  'Emeka',
  'Freya',
  'Gustavo',
  'Hana',
  'Ibrahim',
  'Jonas',
  'Keiko',
  'Lucía',
  'Mateo',
  'Nadia',
  'Olu',
  'Priya',
  'Quentin',
  'Rosa',
  'Sven',
  'Tamar',
  'Umar',
  'Valentina',
  'Wei',
  'Ximena',
  'Yusuf',
  'Zofia',
];
const LAST_NAMES = [
  'Okafor',
  'Silva',
  'Nakamura',
  'Haddad',
  'Larsen',
  'Kowalski',
  'Mensah',
  'Fernández',
  'Novak',
  'Rossi',
  'Dubois',
  'Schmidt',
  'Patel',
  'Kim',
  'Ivanova',
  'Andersen',
  'Costa',
  'Yilmaz',
  "O'Brien",
  'Moreau',
];
const DEPARTMENTS = ['Engineering', 'Sales', 'Marketing', 'Finance', 'Support', 'Design', 'Operations'];
const ROLES = ['Associate', 'Specialist', 'Senior specialist', 'Lead', 'Manager', 'Director'];
const COUNTRIES = [
  'Brazil',
  'Canada',
  'France',
  'Germany',
  'India',
  'Japan',
  'Kenya',
  'Mexico',
  'Nigeria',
  'Poland',
  'Spain',
  'Sweden',
  'United Kingdom',
  'United States',
];

function generate(count: number): Employee[] {
  const random = seededRandom(20250617);
  const pick = <T>(items: readonly T[]) => pickOne(random, items);
  return Array.from({ length: count }, (_, index) => {
    const first = pick(FIRST_NAMES);
    const last = pick(LAST_NAMES);
    const role = pick(ROLES);
    const roleIndex = ROLES.indexOf(role);
    const start = new Date(Date.UTC(2012, 0, 1) + Math.floor(random() * 13 * 365) * 86_400_000);
    return {
      id: index + 1,
      name: `${first} ${last}`,
      email: `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '') + `${index + 1}@example.com`,
      department: pick(DEPARTMENTS),
      role,
      country: pick(COUNTRIES),
      salary: Math.round((42_000 + roleIndex * 18_000 + random() * 25_000) / 100) * 100,
      startDate: start.toISOString().slice(0, 10),
      active: random() > 0.12,
    };
  });
}

export const employees: readonly Employee[] = generate(1_000);

/** Start dates stay text (`YYYY-MM-DD`), so the server-side filter demo can offer text operators on them. */
export const EMPLOYEE_SCHEMA: RowSchema = {
  fields: {
    id: 'number',
    name: 'string',
    email: 'string',
    department: 'string',
    role: 'string',
    country: 'string',
    salary: 'number',
    startDate: 'string',
    active: 'boolean',
  },
  quickFilterFields: ['name', 'email', 'department', 'role', 'country'],
};
