import { lazy, Suspense, useState, type ComponentType } from 'react';
import { useTranslation } from 'shared/i18n';
import { ErrorState } from 'shared/ui';
import { RemoteErrorBoundary } from '../../remote-area/RemoteErrorBoundary';
import { BannerFrame } from './BannerFrame';
import { VerticalEntries } from './VerticalEntries';

export type LoadHomeSections = () => Promise<{ HomeTop: ComponentType; HomeBottom: ComponentType }>;

const loadHomeSections: LoadHomeSections = () => import(/* webpackChunkName: "home-sections" */ './HomeSections');

/** One attempt: React keeps a failed import's rejection for the lazy components it made, so a retry makes new ones. */
function Sections({ load }: { load: LoadHomeSections }) {
  const [{ Top, Bottom }] = useState(() => ({
    Top: lazy(() => load().then((module) => ({ default: module.HomeTop }))),
    Bottom: lazy(() => load().then((module) => ({ default: module.HomeBottom }))),
  }));
  return (
    <>
      <Suspense fallback={<BannerFrame aria-busy="true" />}>
        <Top />
      </Suspense>
      <VerticalEntries />
      <Suspense fallback={null}>
        <Bottom />
      </Suspense>
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
  const [attempt, setAttempt] = useState(0);
  return (
    <RemoteErrorBoundary
      key={attempt}
      onRetry={() => setAttempt((n) => n + 1)}
      fallback={(_error, retry) => (
        <>
          <ErrorState title={t('common.loadFailed')} onRetry={retry} />
          <VerticalEntries />
        </>
      )}
    >
      <Sections key={attempt} load={load} />
    </RemoteErrorBoundary>
  );
}
