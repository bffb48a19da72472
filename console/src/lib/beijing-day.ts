const DAY_MS = 86_400_000;

/** A Beijing calendar day's (YYYY-MM-DD) first instant, as ISO. */
export function beijingDayStart(day: string): string {
  return new Date(`${day}T00:00:00+08:00`).toISOString();
}

/** The first instant after a Beijing day: an exclusive `to` that keeps the chosen last day whole. */
export function beijingDayEnd(day: string): string {
  return new Date(Date.parse(beijingDayStart(day)) + DAY_MS).toISOString();
}
