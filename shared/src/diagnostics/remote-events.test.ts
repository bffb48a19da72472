import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordRemoteEvent, remoteEvents } from './remote-events';

afterEach(() => {
  delete (globalThis as { __PLATFORM_REMOTE_EVENTS__?: unknown }).__PLATFORM_REMOTE_EVENTS__;
  vi.restoreAllMocks();
});

describe('remote events', () => {
  it('keeps what happened, in order, with a time, on the page global', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    recordRemoteEvent({
      kind: 'script-error',
      remote: 'mf_sports',
      url: 'http://x/remoteEntry.js',
      detail: 'SyntaxError',
    });
    recordRemoteEvent({
      kind: 'last-known-good',
      remote: 'mf_casino',
      url: 'http://y/mf-manifest.json',
      detail: 'HTTP 500',
      hash: 'abc',
    });
    const events = remoteEvents();
    expect(events.map((e) => [e.kind, e.remote])).toEqual([
      ['script-error', 'mf_sports'],
      ['last-known-good', 'mf_casino'],
    ]);
    expect(events[1]?.hash).toBe('abc');
    expect(Number.isNaN(Date.parse(events[0]?.at ?? ''))).toBe(false);
    expect((globalThis as { __PLATFORM_REMOTE_EVENTS__?: unknown[] }).__PLATFORM_REMOTE_EVENTS__).toHaveLength(2);
  });

  it('keeps only the latest 200', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (let i = 0; i < 250; i++) recordRemoteEvent({ kind: 'load-failed', remote: `r${i}`, url: '', detail: '' });
    const events = remoteEvents();
    expect(events).toHaveLength(200);
    expect(events[0]?.remote).toBe('r50');
  });
});
