export type ArtKind = 'nav' | 'activity' | 'venue' | 'avatar' | 'sponsor' | 'game';

/** Absolute address of a generated picture: images load from other origins than this API's. */
export function artUrl(baseUrl: string, kind: ArtKind, id: number): string {
  return `${baseUrl}/static/${kind}/${id}.svg`;
}
