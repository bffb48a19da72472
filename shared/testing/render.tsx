// The one render helper for every package's component tests: the providers the host gives remotes.
import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter } from '../src/router';
import {
  appStore,
  balanceAtom,
  feedbackUnreadAtom,
  memberAtom,
  sessionAtom,
  siteInfoAtom,
  unreadCountsAtom,
  type Session,
} from '../src/state/index';
import { bus } from '../src/bus/instance';
import { PlatformProviders } from '../src/ui/PlatformProviders';

/** Renders under the providers the host gives every remote, inside a memory router at `route`. */
export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}): RenderResult {
  return render(
    <PlatformProviders withGlobalStyle={false}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </PlatformProviders>,
  );
}

const demoSession: Session = { token: 'test-token', userId: '10001' };

/** Every test starts from a logged-out page: the store and local storage are page-wide singletons. */
export function resetPlatformState(): void {
  localStorage.clear();
  bus.forget('auth:request');
  appStore.set(sessionAtom, null);
  appStore.set(memberAtom, null);
  appStore.set(balanceAtom, null);
  appStore.set(unreadCountsAtom, null);
  appStore.set(feedbackUnreadAtom, null);
  appStore.set(siteInfoAtom, null);
}

/** A member session without going through the login call. */
export function signInForTest(session: Session = demoSession): void {
  appStore.set(sessionAtom, session);
}
