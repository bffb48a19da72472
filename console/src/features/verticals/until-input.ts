/**
 * The maintenance end as the console shows and takes it: Beijing time in a datetime-local field
 * (`2026-11-25T12:00`), sent as an ISO instant. Empty: not announced. Null: not a time.
 */
export function untilFromInput(value: string): string | undefined | null {
  if (value.trim() === '') return undefined;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const at = new Date(`${value}:00+08:00`);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

/** An ISO instant as the datetime-local field's Beijing time. */
export function untilToInput(iso: string | undefined): string {
  if (iso === undefined) return '';
  const at = new Date(new Date(iso).getTime() + 8 * 3_600_000);
  return at.toISOString().slice(0, 16);
}
