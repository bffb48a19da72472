import { beforeEach, describe, expect, it } from 'vitest';
import { markSupportChatUsed, SUPPORT_CHAT_RECENT_MS, supportChatRecentlyUsed } from './support-chat-marker';

beforeEach(() => localStorage.clear());

describe('the support chat marker', () => {
  it('is recent for a day after the window was open, then not', () => {
    const opened = 1_800_000_000_000;
    expect(supportChatRecentlyUsed(opened)).toBe(false);
    markSupportChatUsed(opened);
    expect(localStorage.getItem('chatSupportAt')).toBe(String(opened));
    expect(supportChatRecentlyUsed(opened + 1000)).toBe(true);
    expect(supportChatRecentlyUsed(opened + SUPPORT_CHAT_RECENT_MS - 1)).toBe(true);
    expect(supportChatRecentlyUsed(opened + SUPPORT_CHAT_RECENT_MS)).toBe(false);
  });

  it('treats a malformed or future stamp as never', () => {
    for (const stored of ['', 'soon', '-5', '1e12', '99999999999999999999']) {
      localStorage.setItem('chatSupportAt', stored);
      expect(supportChatRecentlyUsed(1_800_000_000_000), stored).toBe(false);
    }
    localStorage.setItem('chatSupportAt', String(1_800_000_000_001));
    expect(supportChatRecentlyUsed(1_800_000_000_000)).toBe(false);
  });
});
