import { useEffect } from 'react';
import { PlatformProviders } from 'shared/ui';
import { DeveloperOverrideNotice } from '../federation/DeveloperOverrideNotice';
import { App } from './App';
import { PageErrorBoundary } from './page-error/PageErrorBoundary';

/**
 * The whole page, as the browser renders it and the server prerenders it: one tree, so the HTML
 * of the one hydrates in the other. The error boundary is the last stop for anything the pages'
 * own boundaries do not catch: a message, never a white page.
 */
export function AppRoot() {
  // From here the page answers input: a prerendered page is drawn before its script runs, and its
  // buttons work once React has taken it over. Its end-to-end tests wait for the mark.
  useEffect(() => {
    document.documentElement.dataset.appLive = 'true';
  }, []);
  return (
    <PlatformProviders>
      <PageErrorBoundary>
        <DeveloperOverrideNotice />
        <App />
      </PageErrorBoundary>
    </PlatformProviders>
  );
}
