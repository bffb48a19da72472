import { startTransition } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { liveVerticalsAtom, type BrandConfig } from 'shared/config';
import { navigationList, queryNoticeListByPage } from 'shared/contract';
import { queueDiagnostic } from 'shared/diagnostics';
import { setLanguage } from 'shared/i18n';
import { appStore, brandAtom } from 'shared/state';
import { AppRoot } from '../app/AppRoot';
import { withLiveBrand } from '../brand/live-brand';
import { homeBannersInput, homeNoticesInput } from '../pages/home/home-inputs';
import { loadHomeSections } from '../pages/home/HomePage';
import { replayEarlyClick, takeEarlyClick } from './early-clicks';
import type { HomeState } from './home-state';

/** A part React could not hydrate and drew afresh: the page is right, but support should know. */
function reportRecovered(error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  console.warn('[prerender] hydration recovered', error);
  queueDiagnostic({
    kind: 'error',
    message: `hydration: ${message}`.slice(0, 300),
    source: 'prerender',
    stack: error instanceof Error ? (error.stack ?? '').slice(0, 2000) : '',
    at: new Date().toISOString(),
  });
}

/** The live brand, once the page is up: laid in only when it differs from what the server used. */
async function adoptLiveBrand(rendered: BrandConfig, file: BrandConfig): Promise<void> {
  const live = await withLiveBrand(file);
  if (JSON.stringify(live) !== JSON.stringify(rendered)) appStore.set(brandAtom, live);
}

/**
 * Makes the server's HTML of the home page the live page: the same brand, language and data it
 * was rendered with, the sections' chunk in hand, then React adopts the markup as it stands
 * (hydrateRoot), in slices. Afterwards the banners, the notices and the brand are asked for
 * afresh, and whatever changed since the render is drawn as any update is.
 */
export async function hydrateHome(container: HTMLElement, state: HomeState, file: BrandConfig): Promise<Root> {
  appStore.set(brandAtom, state.brand);
  appStore.set(liveVerticalsAtom, state.verticals);
  const [{ primeEndpoint, invalidateEndpoints }] = await Promise.all([
    import('shared/query'),
    loadHomeSections(),
    setLanguage(state.language),
  ]);
  primeEndpoint(navigationList, homeBannersInput, state.banners, { at: state.renderedAt });
  primeEndpoint(queryNoticeListByPage, homeNoticesInput, state.notices, { at: state.renderedAt });
  let root: Root | null = null;
  startTransition(() => {
    root = hydrateRoot(container, <AppRoot />, { onRecoverableError: reportRecovered });
  });
  replayEarlyClick(takeEarlyClick());
  void invalidateEndpoints([navigationList, queryNoticeListByPage]);
  void adoptLiveBrand(state.brand, file);
  if (!root) throw new Error('hydrateRoot did not run');
  return root;
}
