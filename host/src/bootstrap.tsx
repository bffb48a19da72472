import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { loadBrandConfig } from 'shared/config';
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
import { DeveloperOverrideNotice } from './federation/DeveloperOverrideNotice';
import { App } from './app/App';
import { PageErrorBoundary } from './app/page-error/PageErrorBoundary';
import { redirectPhoneToMobileSite, startIdentity } from './identity/start-identity';
import { loadSiteInfo } from './session/load-site-info';
import { prefetchHomeBanners } from './pages/home/home-banners';
import { loadHomeSections } from './pages/home/HomePage';

/** Starts the page; `brandRequest` is the fetch of brand.json main.ts began before this module ran. */
export async function start(brandRequest?: Promise<Response>): Promise<void> {
  // Before anything reads the URL or calls the API: invite codes from the landing link, and the
  // device fingerprint (not awaited; calls go out with the stored id meanwhile).
  startIdentity();
  installRootFontSize();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root missing');
  const root = createRoot(container);

  const result = await loadBrandConfig(undefined, brandRequest);
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
  void loadSiteInfo().then(redirectPhoneToMobileSite);
  // The last stop for anything the pages' own boundaries do not catch: a message, never a white page.
  // A transition: React renders the first page in slices that yield to the browser, not as one task.
  startTransition(() =>
    root.render(
      <PlatformProviders>
        <PageErrorBoundary>
          <DeveloperOverrideNotice />
          <App />
        </PageErrorBoundary>
      </PlatformProviders>,
    ),
  );
}
