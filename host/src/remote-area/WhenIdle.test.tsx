import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WhenIdle } from './WhenIdle';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('WhenIdle', () => {
  it('renders nothing until the browser reports an idle moment, then its children', () => {
    let idle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
      idle = callback;
      return 1;
    });
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const { unmount } = render(
      <WhenIdle>
        <p>客服入口</p>
      </WhenIdle>,
    );
    expect(screen.queryByText('客服入口')).not.toBeInTheDocument();
    act(() => idle?.());
    expect(screen.getByText('客服入口')).toBeInTheDocument();
    unmount();
  });

  it('falls back to a short timer where requestIdleCallback is missing', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    render(
      <WhenIdle>
        <p>客服入口</p>
      </WhenIdle>,
    );
    expect(screen.queryByText('客服入口')).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(250);
    });
    expect(screen.getByText('客服入口')).toBeInTheDocument();
  });
});
