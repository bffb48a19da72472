import { beforeEach, describe, expect, it, vi } from 'vitest';
import { remoteEvents } from 'shared/diagnostics';
import { rememberRemoteOrigin, takeRemoteFailure } from './remote-health';
import { installRemoteScriptGuard } from './remote-script-guard';

function raise(init: ErrorEventInit): ErrorEvent {
  const event = new ErrorEvent('error', { cancelable: true, ...init });
  window.dispatchEvent(event);
  return event;
}

beforeEach(() => {
  delete (globalThis as { __PLATFORM_REMOTE_EVENTS__?: unknown }).__PLATFORM_REMOTE_EVENTS__;
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  rememberRemoteOrigin('mf_promotions', 'http://127.0.0.1:28201/mf-manifest.json');
  installRemoteScriptGuard();
});

describe('remote script guard', () => {
  it('takes over a syntax error in a remote script: prevented, recorded, the remote marked failed', () => {
    const event = raise({
      message: 'Uncaught SyntaxError: Unexpected token',
      filename: 'http://127.0.0.1:28201/remoteEntry.js',
      lineno: 1,
      colno: 15,
      error: new SyntaxError('Unexpected token'),
    });
    expect(event.defaultPrevented).toBe(true);
    expect(remoteEvents()).toEqual([
      expect.objectContaining({
        kind: 'script-error',
        remote: 'mf_promotions',
        url: 'http://127.0.0.1:28201/remoteEntry.js',
      }),
    ]);
    expect(takeRemoteFailure('mf_promotions')).toBe(true);
  });

  it("leaves the host's own errors, and a remote's runtime errors that are not load failures, visible", () => {
    const own = raise({ message: 'boom', filename: `${location.origin}/main.js`, error: new SyntaxError('x') });
    const runtime = raise({
      message: 'TypeError: x is undefined',
      filename: 'http://127.0.0.1:28201/remoteEntry.js',
      error: new TypeError('x is undefined'),
    });
    const unknown = raise({
      message: 'Uncaught SyntaxError',
      filename: 'http://127.0.0.1:9999/evil.js',
      error: new SyntaxError('x'),
    });
    expect([own.defaultPrevented, runtime.defaultPrevented, unknown.defaultPrevented]).toEqual([false, false, false]);
    expect(remoteEvents()).toEqual([]);
  });
});
