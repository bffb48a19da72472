import { lazy, Suspense, type ComponentType } from 'react';
import { translationsReady } from 'shared/i18n';
import { Spinner } from 'shared/ui';
import { PendingLoad } from '../navigation/PendingLoad';

/**
 * A host page the home route does not show, split into its own chunk so the first screen does not
 * download it: while the chunk loads, the top progress bar runs and a spinner holds the page's place,
 * as for a remote's page. A page that brings texts of its own (the help centre) shows once they are
 * in the page's language, as a remote's page does.
 */
export function lazyPage(load: () => Promise<ComponentType>): ComponentType {
  const Page = lazy(async () => {
    const page = await load();
    await translationsReady();
    return { default: page };
  });
  function LazyPage() {
    return (
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
    );
  }
  return LazyPage;
}
