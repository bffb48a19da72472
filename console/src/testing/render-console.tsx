// The console's component tests render under what bootstrap gives the app: the platform providers,
// a router at `route`, and the console's api client for the query hooks.
import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { ApiClientProvider } from 'shared/query';
import { MemoryRouter } from 'shared/router';
import { appStore } from 'shared/state';
import { PlatformProviders } from 'shared/ui';
import type { ConsoleRole, ConsoleSession } from 'shared/contract/console';
import { consoleApi } from '../lib/console-api';
import { operatorSessionAtom, sessionEndAtom, startOperatorSession } from '../lib/operator-session';
import '../setup';

export function renderConsole(ui: ReactElement, { route = '/' }: { route?: string } = {}): RenderResult {
  return render(
    <PlatformProviders withGlobalStyle={false}>
      <ApiClientProvider client={consoleApi}>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </ApiClientProvider>
    </PlatformProviders>,
  );
}

export function operatorSession(roles: readonly [ConsoleRole, ...ConsoleRole[]], name = 'finance'): ConsoleSession {
  return {
    token: `token-${name}`,
    idleTimeoutSeconds: 900,
    operator: {
      id: 2,
      name,
      displayName: '财务一',
      roles: [...roles],
      status: 'active',
      totpEnrolled: true,
      createdAt: '2026-11-01T00:00:00.000Z',
      lastLoginAt: null,
    },
  };
}

export function signInOperator(roles: readonly [ConsoleRole, ...ConsoleRole[]]): void {
  startOperatorSession(operatorSession(roles));
}

/** Every test starts logged out, with no message from a session before. */
export function resetConsoleSession(): void {
  sessionStorage.clear();
  appStore.set(operatorSessionAtom, null);
  appStore.set(sessionEndAtom, null);
}
