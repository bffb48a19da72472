import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'shared/router';
import { bus } from 'shared/bus';
import { appStore, sessionAtom } from 'shared/state';
import { PlatformProviders } from 'shared/ui';
import { useRegisterParam } from './use-register-param';

const at = (url: string) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <PlatformProviders withGlobalStyle={false}>
        <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
      </PlatformProviders>
    );
  };

beforeEach(() => {
  vi.useFakeTimers();
  appStore.set(sessionAtom, null);
  bus.forget('auth:request');
});
afterEach(() => vi.useRealTimers());

describe('useRegisterParam', () => {
  it('opens registration 500 ms after landing on ?register=1', () => {
    const opened = vi.fn();
    const off = bus.on('auth:request', opened);
    renderHook(() => useRegisterParam(), { wrapper: at('/?register=1') });
    vi.advanceTimersByTime(499);
    expect(opened).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(opened).toHaveBeenCalledOnce();
    expect(opened).toHaveBeenCalledWith({ kind: 'register' });
    off();
  });

  it('does nothing for a member or another value', () => {
    const opened = vi.fn();
    const off = bus.on('auth:request', opened);
    renderHook(() => useRegisterParam(), { wrapper: at('/?register=0') });
    appStore.set(sessionAtom, { token: 't', userId: '1' });
    renderHook(() => useRegisterParam(), { wrapper: at('/?register=1') });
    vi.advanceTimersByTime(1000);
    expect(opened).not.toHaveBeenCalled();
    off();
  });
});
