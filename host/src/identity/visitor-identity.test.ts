import { beforeEach, describe, expect, it, vi } from 'vitest';
import { visitorId } from 'shared/api';
import { startVisitorIdentity } from './visitor-identity';

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('startVisitorIdentity', () => {
  it('stores the fingerprint id as the visitor id', async () => {
    await startVisitorIdentity(() => Promise.resolve('fp-123'));
    expect(visitorId()).toBe('fp-123');
    expect(localStorage.getItem('uuid')).toBe('fp-123');
  });

  it('falls back to a host-plus-hash id when fingerprinting fails', async () => {
    const id = await startVisitorIdentity(() => Promise.reject(new Error('blocked')));
    expect(id.startsWith(window.location.host.replace(/[^A-Za-z0-9.-]/g, '_'))).toBe(true);
    expect(visitorId()).toBe(id);
  });
});
