import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '../router';
import { appStore } from '../state/store';
import { brandAtom } from '../state/atoms';
import { PlatformProviders } from '../ui/PlatformProviders';
import { installRootFontSize } from '../theme/root-font-size';
import { HarnessShell } from './HarnessShell';
import { harnessBrand } from './harness-brand';

/** Renders a remote's components alone, for its team's dev server (`pnpm --filter mf-x dev`). */
export function mountHarness(title: string, content: ReactNode): void {
  appStore.set(brandAtom, harnessBrand());
  installRootFontSize();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root missing');
  createRoot(container).render(
    <PlatformProviders>
      <BrowserRouter>
        <HarnessShell title={title}>{content}</HarnessShell>
      </BrowserRouter>
    </PlatformProviders>,
  );
}
