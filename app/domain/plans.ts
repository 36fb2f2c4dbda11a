/** The commercial plans, and how the site names them. */
export const PLANS = ['pro', 'premium'] as const;
export type Plan = (typeof PLANS)[number];

/** A package's edition: the community one, or the plan it needs; in the order readers meet them. */
export const EDITIONS = ['community', ...PLANS] as const;
export type Edition = (typeof EDITIONS)[number];

const NAMES: Record<Edition, string> = { community: 'Community', pro: 'Pro', premium: 'Premium' };

export function isPlan(value: unknown): value is Plan {
  return (PLANS as readonly unknown[]).includes(value);
}

/** `Pro`, `Premium`, `Community`. */
export function editionName(edition: Edition): string {
  return NAMES[edition];
}

/** `Pro plan`, `Premium plan`: what badges say to screen readers and what pages say in prose. */
export function planLabel(plan: Plan): string {
  return `${NAMES[plan]} plan`;
}
