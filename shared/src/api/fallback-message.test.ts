import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('../contract/code-messages');
  vi.resetModules();
});

describe('fallbackMessage', () => {
  it("gives the catalogue's Chinese text, the hiccup text for an unknown code", async () => {
    const { fallbackMessage } = await import('./fallback-message');
    expect(await fallbackMessage(6013, () => 'offline')).toBe('维护中');
    expect(await fallbackMessage(1234, () => 'offline')).toBe('服务开小差了，请稍后重试');
  });

  it('gives the network message when the catalogue cannot load', async () => {
    vi.doMock('../contract/code-messages', () => {
      throw new Error('Loading chunk code-messages failed');
    });
    const { fallbackMessage } = await import('./fallback-message');
    expect(await fallbackMessage(6013, () => '网络异常，请检查网络连接后重试')).toBe('网络异常，请检查网络连接后重试');
  });
});
