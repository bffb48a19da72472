import type { VenueCategory } from 'shared/contract';

/** The order rebate categories are listed in: SPEC §2's navigation order. */
const order: readonly VenueCategory[] = ['TY', 'DZ', 'ZR', 'CP', 'QP', 'DJ', 'BY'];

/** Rows sorted by category as the navigation lists them. */
export function byCategoryOrder<T extends { category: VenueCategory }>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => order.indexOf(a.category) - order.indexOf(b.category));
}

/** A category's rate at a grade (the list is indexed by grade), or null when the server sent none for it. */
export function rateAt(rates: readonly number[], grade: number): number | null {
  return rates[grade] ?? null;
}
