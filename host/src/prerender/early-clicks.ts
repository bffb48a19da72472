declare global {
  interface Window {
    /** Set by the page's inline script (shared/build/early-clicks.mjs): stops keeping presses, returns them. */
    __xyEarlyClicks?: () => Element[];
  }
}

/**
 * Stops keeping the presses made on the page's drawn buttons before the script was live, and
 * returns the last one: the player's latest wish (a second press on a toggle would undo the first).
 * Null when there was none, or on a page without the keeper.
 */
export function takeEarlyClick(): HTMLElement | null {
  const take = window.__xyEarlyClicks;
  if (!take) return null;
  delete window.__xyEarlyClicks;
  const last = take().at(-1);
  return last instanceof HTMLElement ? last : null;
}

/**
 * Presses the button again once React listens: hydrateRoot has run, so the click makes React adopt
 * the markup at once and the button's own handler answers. A button no longer on the page is dropped.
 */
export function replayEarlyClick(button: HTMLElement | null): void {
  if (button?.isConnected) button.click();
}
