import { lazy, startTransition, Suspense, useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'shared/i18n';
import { ErrorState } from 'shared/ui';
import { RetryingChunk } from '../../remote-area/RetryingChunk';
import { BannerFrame } from './BannerFrame';
import { VerticalEntries } from './VerticalEntries';

type HomeSectionsModule = { HomeTop: ComponentType; HomeBottom: ComponentType };

/** Loads the data sections' chunk; `loaded` answers the module once it has arrived. */
export type LoadHomeSections = (() => Promise<HomeSectionsModule>) & { loaded?: () => HomeSectionsModule | undefined };

let sectionsModule: HomeSectionsModule | undefined;

/** The data sections' chunk; bootstrap asks for it early on the home address (one request either way). */
export const loadHomeSections: LoadHomeSections = Object.assign(
  () =>
    import(/* webpackChunkName: "home-sections" */ './HomeSections').then((module) => {
      sectionsModule = module;
      return module;
    }),
  { loaded: () => sectionsModule },
);

/** One attempt at the chunk (RetryingChunk mounts a new one per retry). */
function Sections({ load }: { load: LoadHomeSections }) {
  // A chunk already here renders at once: the prerendered home hydrates in one pass, and a return
  // to the home shows no placeholder.
  const [{ Top, Bottom }] = useState(() => {
    const ready = load.loaded?.();
    if (ready) return { Top: ready.HomeTop, Bottom: ready.HomeBottom };
    return {
      Top: lazy(() => load().then((module) => ({ default: module.HomeTop }))),
      Bottom: lazy(() => load().then((module) => ({ default: module.HomeBottom }))),
    };
  });
  // The parts below the first screen (vendors, hot matches, sponsors) and their calls wait for the
  // first commit, then render as a transition: in slices, after the banner has had its turn.
  const [below, setBelow] = useState(false);
  useEffect(() => startTransition(() => setBelow(true)), []);
  return (
    <>
      <Suspense fallback={<BannerFrame aria-busy="true" />}>
        <Top />
      </Suspense>
      <VerticalEntries />
      {below && (
        <Suspense fallback={null}>
          <Bottom />
        </Suspense>
      )}
    </>
  );
}

/**
 * The home page. Its server-data parts (and the query layer under them) come in their own chunk,
 * asked for as the page renders: the first page's script stays within its budget
 * (docs/decisions/0003-first-page-budget.md). The carousel's box holds its place meanwhile; a chunk
 * that fails to load shows a retry instead of a blank page.
 */
export function HomePage({ load = loadHomeSections }: { load?: LoadHomeSections }) {
  const { t } = useTranslation('shared');
  return (
    <RetryingChunk
      fallback={(retry) => (
        <>
          <ErrorState title={t('common.loadFailed')} onRetry={retry} />
          <VerticalEntries />
        </>
      )}
    >
      {(attempt) => <Sections key={attempt} load={load} />}
    </RetryingChunk>
  );
}
