/** Only web addresses open in a game frame: no javascript:, data: or relative paths from a query. */
export function isWebUrl(value: string | null): value is string {
  if (!value) return false;
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}
