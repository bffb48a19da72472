import { lazy, Suspense, type ComponentType } from 'react';
import { translationsReady } from 'shared/i18n';
import { useLocation } from 'shared/router';
import { Spinner } from 'shared/ui';
import { PendingLoad } from '../navigation/PendingLoad';
import { PageErrorBoundary } from '../app/page-error/PageErrorBoundary';

/**
 * A host page the home route does not show, split into its own chunk so the first screen does not
 * download it: while the chunk loads, the top progress bar runs and a spinner holds the page's place,
 * as for a remote's page. A page that brings texts of its own (the help centre) shows once they are
 * in the page's language, as a remote's page does. A chunk that fails to load (gone after a deploy)
 * or a page that throws leaves the shell standing with a message in the page's place.
 */
export function lazyPage(load: () => Promise<ComponentType>): ComponentType {
  const Page = lazy(async () => {
    const page = await load();
    await translationsReady();
    return { default: page };
  });
  function LazyPage() {
    const { pathname } = useLocation();
    return (
      <PageErrorBoundary resetKey={pathname}>
        <Suspense
          fallback={
            <>
              <PendingLoad />
              <Spinner />
            </>
          }
        >
          <Page />
        </Suspense>
      </PageErrorBoundary>
    );
  }
  return LazyPage;
}
