// The Content-Security-Policy of the site's pages, derived from the brand config the host serves
// (brand.json): scripts only from this origin and the brand's remotes, calls only to the API, the
// chat socket and the remotes, frames only from the game hosts (the API serves the venues' game
// pages), and no page of the site inside another site's frame.

/** The origin of an address, or null when it is not one. */
function originOf(address) {
  try {
    const { origin } = new URL(address);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/** The socket twin of a web origin: a CSP source 'http://h' does not cover 'ws://h'. */
function socketTwin(origin) {
  return origin.replace(/^http/, 'ws');
}

function unique(values) {
  return [...new Set(values.filter(Boolean))];
}

/**
 * @param {{ apiBaseUrl?: string, chatSocketUrl?: string, remotes?: Record<string, string>, gameHosts?: string[] } | null} brand
 * @param {string[]} overrideAddresses the addresses of a developer override this one request holds
 *   (site.mjs verifies its token first): admitted like a remote's, for this page only.
 * @param {string[]} inlineScripts the 'sha256-…' sources of the inline scripts the page's own build
 *   placed in it (inline-scripts.mjs): admitted, and no other inline script.
 */
export function contentSecurityPolicy(brand, overrideAddresses = [], inlineScripts = []) {
  const api = brand?.apiBaseUrl ? originOf(brand.apiBaseUrl) : null;
  const chat = brand?.chatSocketUrl ? originOf(brand.chatSocketUrl) : null;
  const remotes = unique([...Object.values(brand?.remotes ?? {}), ...overrideAddresses].map(originOf));
  // Game pages come from the API's venue pages; a brand may name further game hosts.
  const gameHosts = unique([api, ...(Array.isArray(brand?.gameHosts) ? brand.gameHosts.map(originOf) : [])]);
  const directives = {
    'default-src': ["'self'"],
    // No inline script but the build's own, each by its hash (the host page's keeper of early
    // presses); index.html loads everything else from files.
    // 'report-sample': a violation names the first characters of what was blocked.
    // The API's origin serves the remote registry's versions (/registry/<remote>/<version>/).
    'script-src': ["'self'", ...inlineScripts, "'report-sample'", ...unique([...remotes, api])],
    // styled-components writes its rules into <style> elements at run time: those need 'unsafe-inline'
    // (a nonce would have to reach every remote's styled-components instance).
    'style-src': ["'self'", "'unsafe-inline'", ...remotes],
    // Adverts, avatars and venue art come from the API; the icon is a data: address.
    'img-src': ["'self'", 'data:', 'blob:', ...unique([api, ...remotes])],
    'font-src': ["'self'", 'data:', ...remotes],
    'connect-src': ["'self'", ...unique([api, api && socketTwin(api), chat, ...remotes])],
    'frame-src': ["'self'", ...gameHosts],
    'media-src': ["'self'", ...unique([api])],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    // The game host pages frame games; nothing frames the site's own pages.
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${unique(sources).join(' ')}`)
    .join('; ');
}
