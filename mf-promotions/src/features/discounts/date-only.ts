/** '2025-01-31 23:59:00' → '2025-01-31': cards show days; the server sends Beijing times. */
export function dateOnly(time: string): string {
  const match = /^\d{4}-\d{2}-\d{2}/.exec(time);
  return match ? match[0] : time;
}
