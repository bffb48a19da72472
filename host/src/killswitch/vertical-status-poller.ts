import { switchableVerticals, type VerticalStatuses } from 'shared/contract';

/** How often an open, visible page asks for the operator's switches. */
export const VERTICAL_POLL_MS = 5_000;

/** Every vertical on: what a page assumes when the status call cannot be had at all. */
export const ALL_ON: VerticalStatuses = Object.fromEntries(
  switchableVerticals.map((vertical) => [vertical, { state: 'on' }]),
) as VerticalStatuses;

export interface PollerDeps {
  /** One status call (siteVerticals). */
  fetchStatuses: () => Promise<VerticalStatuses>;
  /** Hands over each answer; an answer equal to the last one is not handed over again. */
  publish: (statuses: VerticalStatuses) => void;
  /** Whether anything was published yet: the first failure publishes ALL_ON so no page waits forever. */
  hasStatuses: () => boolean;
  intervalMs?: number;
  /** The page's document and window; injectable for tests. */
  doc?: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
  win?: Pick<Window, 'addEventListener' | 'removeEventListener' | 'setInterval' | 'clearInterval'>;
}

/**
 * Asks for the switches now, then every few seconds while the tab is visible, and at once when the
 * tab comes back or the window gets focus: an open page follows the operator within seconds without
 * a reload, and a hidden tab costs the server nothing. Returns the stop function.
 */
export function startVerticalPolling(deps: PollerDeps): () => void {
  const doc = deps.doc ?? document;
  const win = deps.win ?? window;
  let last = '';
  let inFlight = false;
  let stopped = false;

  const poll = async (): Promise<void> => {
    if (inFlight || stopped) return;
    inFlight = true;
    try {
      const statuses = await deps.fetchStatuses();
      const text = JSON.stringify(statuses);
      if (!stopped && text !== last) {
        last = text;
        deps.publish(statuses);
      }
    } catch {
      // Keep what the page knows; with nothing known yet, the site stays usable rather than waiting.
      if (!stopped && !deps.hasStatuses()) deps.publish(ALL_ON);
    } finally {
      inFlight = false;
    }
  };
  const tick = (): void => {
    if (doc.visibilityState === 'visible') void poll();
  };
  const onVisibility = (): void => tick();
  const onFocus = (): void => void poll();

  void poll();
  const timer = win.setInterval(tick, deps.intervalMs ?? VERTICAL_POLL_MS);
  doc.addEventListener('visibilitychange', onVisibility);
  win.addEventListener('focus', onFocus);
  return () => {
    stopped = true;
    win.clearInterval(timer);
    doc.removeEventListener('visibilitychange', onVisibility);
    win.removeEventListener('focus', onFocus);
  };
}
