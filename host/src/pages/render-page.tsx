// Test helper of the pages: the host's providers, a brand, and a router with the page's routes.
import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'shared/router';
import type { BrandConfigInput } from 'shared/config';
import { routePatterns, type RouteName } from 'shared/routes';
import { appStore, brandAtom, routeTableAtom, siteInfoAtom } from 'shared/state';
import { PlatformProviders } from 'shared/ui';
import { testBrand } from '../testing/test-brand';
import '../setup';

export function setTestBrand(overrides: Partial<BrandConfigInput> = {}): void {
  appStore.set(brandAtom, testBrand(overrides));
  appStore.set(siteInfoAtom, null);
  serveForTest('home', 'sport', 'sponsor');
}

/** Publishes a route table serving exactly `names` (by default the pages renderPage mounts). */
export function serveForTest(...names: RouteName[]): void {
  appStore.set(routeTableAtom, [
    ...names.map((name) => ({ path: routePatterns[name], name })),
    { path: '/*', name: null },
  ]);
}

/** Renders `element` at `route` under `path`, with the other paths the test names as markers. */
export function renderPage(
  element: ReactElement,
  { route = '/', path = '*' }: { route?: string; path?: string } = {},
): RenderResult {
  return render(
    <PlatformProviders withGlobalStyle={false}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={element} />
          <Route path="/game/sport" element={<p>sport-page</p>} />
          <Route path="/sponsor" element={<p>sponsor-page</p>} />
        </Routes>
      </MemoryRouter>
    </PlatformProviders>,
  );
}
