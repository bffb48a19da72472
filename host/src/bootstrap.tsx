import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { loadBrandConfig, type BrandConfig } from 'shared/config';
import { startDiagnosticsReporter } from 'shared/diagnostics';
import { setLanguage } from 'shared/i18n';
import { routePatterns } from 'shared/routes';
import { appStore, brandAtom, storedLanguageAtom } from 'shared/state';
import { installRootFontSize } from 'shared/theme';
import { PlatformProviders } from 'shared/ui';
import './setup';
import { BrandErrorPage } from './brand/BrandErrorPage';
import { withLiveBrand } from './brand/live-brand';
import { registerBrandRemotes } from './federation/register-remotes';
import { AppRoot } from './app/AppRoot';
import { redirectPhoneToMobileSite, startIdentity } from './identity/start-identity';
import { loadSiteInfo } from './session/load-site-info';
import { prefetchHomeBanners } from './pages/home/home-banners';
import { loadHomeSections } from './pages/home/HomePage';
import { HOME_STATE_ID, readHomeState } from './prerender/home-state';
import { takeEarlyClick } from './prerender/early-clicks';
import { hydrateHome } from './prerender/hydrate-home';
import { drawsPrerenderedHome, keepOwnHomeCookie } from './prerender/own-home-cookie';

/**
 * The prerendered home in this page's HTML, when this browser draws that very page from the same
 * brand.json it just read (an operator's edit since the render makes it another page); else null.
 */
function hydratableHome(file: BrandConfig) {
  if (window.location.pathname !== routePatterns.home) return null;
  const state = readHomeState(document);
  if (!state || JSON.stringify(state.file) !== JSON.stringify(file)) return null;
  return drawsPrerenderedHome(state.brand) ? state : null;
}

/** Starts the page; `brandRequest` is the fetch of brand.json main.ts began before this module ran. */
export async function start(brandRequest?: Promise<Response>): Promise<void> {
  // Before anything reads the URL or calls the API: invite codes from the landing link, and the
  // device fingerprint (not awaited; calls go out with the stored id meanwhile).
  startIdentity();
  installRootFontSize();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root missing');

  const result = await loadBrandConfig(undefined, brandRequest);
  const prerendered = result.ok ? hydratableHome(result.config) : null;
  if (result.ok && prerendered) {
    appStore.set(brandAtom, prerendered.brand);
    startDiagnosticsReporter({ apiBaseUrl: prerendered.brand.apiBaseUrl, siteId: prerendered.brand.siteId });
    registerBrandRemotes(prerendered.brand);
    try {
      await hydrateHome(container, prerendered, result.config);
      keepOwnHomeCookie(() => appStore.get(brandAtom) ?? prerendered.brand);
      void loadSiteInfo().then(redirectPhoneToMobileSite);
      return;
    } catch (error) {
      // The sections' chunk or the texts did not load: the page renders afresh, with its retries.
      console.warn('[prerender] not hydrated', error);
    }
  }
  // A prerendered home this browser does not draw (a member's, another language's) goes at once:
  // better a moment of nothing than a visitor's 登录 button in front of a member.
  // Presses on that page went to buttons about to go: none is replayed.
  takeEarlyClick();
  if (document.getElementById(HOME_STATE_ID)) container.replaceChildren();
  const root = createRoot(container);
  if (!result.ok) {
    root.render(
      <PlatformProviders>
        <BrandErrorPage field={result.field} message={result.message} />
      </PlatformProviders>,
    );
    return;
  }
  const fileBrand = result.config;
  appStore.set(brandAtom, fileBrand);
  // The home page's largest paint is its first banner: ask for it, and for the home's data
  // sections' chunk, now. The live brand below keeps the file's API and site, so the call is the same.
  if (window.location.pathname === routePatterns.home) {
    prefetchHomeBanners();
    void loadHomeSections().catch(() => undefined);
  }
  // Remote loads, errors and CSP violations of this page load, for support's 问题查询.
  startDiagnosticsReporter({ apiBaseUrl: fileBrand.apiBaseUrl, siteId: fileBrand.siteId });
  // The console's live brand configuration (品牌配置) over brand.json; the file's when unusable.
  const brand = await withLiveBrand(fileBrand);
  appStore.set(brandAtom, brand);
  await setLanguage(appStore.get(storedLanguageAtom) ?? brand.defaultLanguage);
  registerBrandRemotes(brand);
  keepOwnHomeCookie(() => appStore.get(brandAtom) ?? brand);
  void loadSiteInfo().then(redirectPhoneToMobileSite);
  // A transition: React renders the first page in slices that yield to the browser, not as one task.
  startTransition(() => root.render(<AppRoot />));
}
