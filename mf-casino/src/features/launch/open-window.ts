/**
 * Opens an address in a new tab; false when the browser blocked it. 'noopener' cannot be passed as a
 * feature (the call would then always return null), so the opener is cut by hand.
 */
export function openWindow(url: string): boolean {
  const opened = window.open(url, '_blank');
  if (!opened) return false;
  opened.opener = null;
  return true;
}
