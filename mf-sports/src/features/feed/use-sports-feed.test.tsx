import { Activity } from 'react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseBrandConfig } from 'shared/config';
import { FEED_RECONNECT_JITTER_MS, FEED_RECONNECT_MS } from 'shared/contract';
import { appStore, brandAtom } from 'shared/state';
import { PlatformProviders } from 'shared/ui';
import { renderWithProviders, resetPlatformState } from 'shared/testing/render';
import '../../setup';
import { FeedNotice } from '../book';
import { feedWatch } from './feed-watch';
import { priceStore } from './price-store';
import { testMatch } from '../../testing/test-match';
import { useSportsFeed } from './use-sports-feed';

/** The browser WebSocket, replaced: each instance is kept so the test can speak for the server. */
class FakeWebSocket {
  static made: FakeWebSocket[] = [];
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  sent: string[] = [];
  constructor(readonly url: string) {
    FakeWebSocket.made.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
  }
  say(data: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(data) }));
  }
}

const last = () => FakeWebSocket.made[FakeWebSocket.made.length - 1]!;

function Probe({ resync }: { resync: () => void }) {
  return <FeedNotice status={useSportsFeed(resync)} />;
}

beforeEach(() => {
  vi.useFakeTimers();
  resetPlatformState();
  priceStore.reset();
  feedWatch.reset();
  FakeWebSocket.made = [];
  vi.stubGlobal('WebSocket', FakeWebSocket);
  const brand = parseBrandConfig({
    brand: 't',
    siteId: '1',
    siteName: '测试',
    apiBaseUrl: 'https://api.example.com/base/',
    chatSocketUrl: 'wss://api.example.com/stream',
    remotes: {},
  });
  if (!brand.ok) throw new Error('test brand invalid');
  appStore.set(brandAtom, brand.config);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  appStore.set(brandAtom, null);
});

describe('the live feed of the book', () => {
  it('connects to the brand API’s feed and puts batches into the price store', () => {
    renderWithProviders(<Probe resync={() => {}} />);
    expect(last().url).toBe('wss://api.example.com/sports/feed');
    priceStore.loadSnapshot([testMatch()], 4);
    act(() => {
      last().onopen?.(new Event('open'));
      last().say({ type: 'hello', seq: 4, rate: 20 });
      last().say({ type: 'batch', seq: 5, at: 0, odds: [['g1', 'R', 'H', 2.3, '0.5/1', 1]], matches: [], ended: [] });
      priceStore.flush();
    });
    expect(priceStore.get('g1|R|H')?.odds).toBe(2.3);
  });

  it('shows the notice while down, reconnects after 5 s (plus at most the jitter) and reloads the snapshot', () => {
    const resync = vi.fn();
    renderWithProviders(<Probe resync={resync} />);
    priceStore.loadSnapshot([testMatch()], 4);
    act(() => {
      last().onopen?.(new Event('open'));
      last().say({ type: 'hello', seq: 4, rate: 20 });
    });
    expect(resync).not.toHaveBeenCalled();
    act(() => last().onclose?.(new CloseEvent('close')));
    expect(screen.getByTestId('feed-notice')).toHaveTextContent('实时数据连接中断，正在重连…');
    act(() => {
      vi.advanceTimersByTime(FEED_RECONNECT_MS + FEED_RECONNECT_JITTER_MS);
    });
    expect(FakeWebSocket.made).toHaveLength(2);
    act(() => {
      last().onopen?.(new Event('open'));
      last().say({ type: 'hello', seq: 4, rate: 20 });
    });
    expect(screen.queryByTestId('feed-notice')).not.toBeInTheDocument();
    expect(resync).toHaveBeenCalledTimes(1);
  });

  it('asks the socket for the watched matches on open, on each change and after a reconnect', () => {
    renderWithProviders(<Probe resync={() => {}} />);
    feedWatch.beginRead();
    feedWatch.endRead(['g1', 'h1']);
    const watches = () => last().sent.filter((text) => text.includes('"watch"'));
    act(() => last().onopen?.(new Event('open')));
    expect(watches()).toEqual([JSON.stringify({ type: 'watch', gameIds: ['g1', 'h1'] })]);
    act(() => feedWatch.beginRead());
    expect(watches().at(-1)).toBe(JSON.stringify({ type: 'watch', gameIds: null }));
    act(() => feedWatch.endRead(['g2', 'h2']));
    expect(watches().at(-1)).toBe(JSON.stringify({ type: 'watch', gameIds: ['g2', 'h2'] }));
    act(() => last().onclose?.(new CloseEvent('close')));
    act(() => {
      vi.advanceTimersByTime(FEED_RECONNECT_MS + FEED_RECONNECT_JITTER_MS);
    });
    act(() => last().onopen?.(new Event('open')));
    expect(watches()).toEqual([JSON.stringify({ type: 'watch', gameIds: ['g2', 'h2'] })]);
  });

  it('reloads the snapshot when a batch is missing', () => {
    const resync = vi.fn();
    renderWithProviders(<Probe resync={resync} />);
    priceStore.loadSnapshot([testMatch()], 4);
    act(() => {
      last().onopen?.(new Event('open'));
      last().say({ type: 'batch', seq: 7, at: 0, odds: [], matches: [], ended: [] });
      priceStore.flush();
    });
    expect(resync).toHaveBeenCalledTimes(1);
  });

  it('closes the socket while the kept-alive book is hidden and opens a new one when shown', () => {
    const probe = (mode: 'visible' | 'hidden') => (
      <Activity mode={mode}>
        <Probe resync={() => {}} />
      </Activity>
    );
    // rerender keeps a wrapper's providers, so the same tree is hidden and shown.
    const view = render(probe('visible'), {
      wrapper: ({ children }) => <PlatformProviders withGlobalStyle={false}>{children}</PlatformProviders>,
    });
    const first = last();
    view.rerender(probe('hidden'));
    expect(first.closed).toBe(true);
    act(() => {
      vi.advanceTimersByTime(FEED_RECONNECT_MS * 2);
    });
    expect(FakeWebSocket.made).toHaveLength(1);
    view.rerender(probe('visible'));
    expect(FakeWebSocket.made).toHaveLength(2);
    expect(last().closed).toBe(false);
  });
});
