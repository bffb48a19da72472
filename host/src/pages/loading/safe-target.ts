/**
 * The `?to=` of the loading page when it is a path of this site: one leading slash, not '//' (which
 * a browser reads as another host) and no backslash (which some browsers treat as a slash).
 */
export function safeTarget(to: string | null): string | null {
  if (to === null || !to.startsWith('/') || to.startsWith('//') || to.includes('\\')) return null;
  return to;
}
