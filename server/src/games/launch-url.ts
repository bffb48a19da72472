/** The local sports venue (SPEC §2 /game/sport/{enName}, "crty marks the sports venue"). */
export const LOCAL_SPORT_VENUE = 'CRTY';

/**
 * Where the member enters a venue. The local sports book is a page of the client itself, so its
 * address is a site path; any other venue is an outside lobby, here the reference server's own demo
 * page. Both carry uid: SPEC §2 route guard 4 requires the user id on every launch address.
 */
export function launchUrl(baseUrl: string, enName: string, userId: string, gameCode: string): string {
  if (enName === LOCAL_SPORT_VENUE) return `/game/sport/crty?${new URLSearchParams({ uid: userId }).toString()}`;
  const query = new URLSearchParams({ uid: userId });
  if (gameCode !== '') query.set('gameCode', gameCode);
  return `${baseUrl}/venue/lobby/${encodeURIComponent(enName)}?${query.toString()}`;
}
