const BEIJING_TIME = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}(?::\d{2})?)$/;

/**
 * The instant (ms) of a server time. The platform sends Beijing wall-clock times
 * ('2025-01-31 23:59:00'), which a browser in another zone must not read as its own; an ISO string
 * is taken as it is. NaN when unreadable.
 */
export function beijingInstant(time: string): number {
  const match = BEIJING_TIME.exec(time);
  if (match) return Date.parse(`${match[1]}T${match[2]}+08:00`);
  return Date.parse(time);
}
