/** What Chromium tells of the connection (the Network Information API; absent elsewhere). */
interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * Whether fetching ahead of a click is welcome: not when the visitor asked to save data, nor on a
 * 2g-class connection, where a guessed download competes with what they did open.
 */
export function prefetchAllowed(): boolean {
  const connection = (navigator as Navigator & { connection?: ConnectionHints }).connection;
  if (!connection) return true;
  if (connection.saveData === true) return false;
  return connection.effectiveType !== '2g' && connection.effectiveType !== 'slow-2g';
}
