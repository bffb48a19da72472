/**
 * SPEC §2 guard 4: the sports launch address must carry the user id. The server puts it there;
 * this adds `uid` when a venue answer lacks it, rather than opening a book without the member.
 */
export function withUserId(url: string, userId: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  if (!parsed.searchParams.has('uid')) parsed.searchParams.set('uid', userId);
  return parsed.toString();
}

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
