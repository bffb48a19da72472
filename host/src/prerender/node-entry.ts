import { Window } from 'happy-dom';
import type { RenderHomeInput } from './render-home';

/**
 * Gives this Node.js thread the browser globals the app's modules read as they load and render
 * (document, localStorage, matchMedia): a page of its own at the site's address, that loads
 * nothing. Node's own globals (fetch, URL, timers, crypto) stay.
 */
function installPage(pageUrl: string): void {
  const page = new Window({
    url: pageUrl,
    settings: {
      disableJavaScriptFileLoading: true,
      disableJavaScriptEvaluation: true,
      disableCSSFileLoading: true,
      disableIframePageLoading: true,
      navigation: { disableMainFrameNavigation: true, disableChildFrameNavigation: true },
    },
  });
  const target = globalThis as Record<string, unknown>;
  const source = page as unknown as Record<string, unknown>;
  for (const key of Object.getOwnPropertyNames(page)) {
    if (key in target) continue;
    const value = source[key];
    // Methods of the page (getComputedStyle, matchMedia) run against it, not against Node's global.
    target[key] = typeof value === 'function' && /^[a-z]/.test(key) ? (value as () => unknown).bind(page) : value;
  }
  target.window = page;
  target.self = page;
}

/** Installs the page, then loads the app: its modules read the globals as they are evaluated. */
export async function createHomeRenderer(pageUrl: string): Promise<(input: RenderHomeInput) => Promise<string>> {
  installPage(pageUrl);
  const { renderHome } = await import('./render-home');
  return renderHome;
}

export { OWN_HOME_COOKIE } from './own-home-cookie';
