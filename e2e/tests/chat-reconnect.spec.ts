import { memberState } from '../support/members';
import {
  CHAT_RETURN_TIMEOUT,
  chatOutage,
  openLiveMatchChat,
  openMatchChat,
  openOtherMember,
  uniqueText,
} from '../support/chat';
import { expect, test } from '../support/test';

// The chat socket goes down mid-conversation: what was typed meanwhile waits and arrives once.
test.describe('match chat: a dropped socket', () => {
  test.use({ storageState: memberState('sports03') });

  test('messages sent while disconnected are pending, then each arrives exactly once', async ({
    page,
    shell,
    browser,
  }) => {
    await shell.openAsMember('sports03');
    const { gameId, chat: a } = await openLiveMatchChat(page, 1);
    await a.ready();
    const other = await openOtherMember(browser, 'sports04');
    try {
      const b = await openMatchChat(other.page, gameId);
      await b.ready();
      const before = uniqueText('断线前');
      await a.send(before);
      await expect(b.line(before)).toHaveCount(1, { timeout: CHAT_RETURN_TIMEOUT });

      // Long enough for three sends on a slow machine (CI took over 6 s for them).
      expect(await chatOutage(15_000)).toBeGreaterThanOrEqual(2);
      await expect(a.connection).toContainText('重新连接中…');
      await expect(b.connection).toContainText('重新连接中…');

      const queued = [1, 2, 3].map((n) => uniqueText(`断线中第${n}条`));
      for (const text of queued) {
        await a.send(text);
        await expect(a.line(text)).toHaveAttribute('data-kind', 'pending');
      }
      await expect(a.connection).toContainText('重新连接中…');

      // The socket returns by itself; the queue goes out on it.
      await expect(a.connection).toHaveCount(0, { timeout: CHAT_RETURN_TIMEOUT });
      for (const text of queued) {
        await expect(a.line(text)).toHaveAttribute('data-kind', 'message', { timeout: CHAT_RETURN_TIMEOUT });
        await expect(b.line(text)).toHaveCount(1, { timeout: CHAT_RETURN_TIMEOUT });
      }
      await b.ready();

      // Sent after the queue: once B has it, anything the queue could still bring has come.
      const after = uniqueText('恢复后');
      await a.send(after);
      await expect(b.line(after)).toHaveCount(1, { timeout: CHAT_RETURN_TIMEOUT });
      for (const chat of [a, b]) {
        for (const text of [before, ...queued, after]) await expect(chat.line(text)).toHaveCount(1);
        expect((await chat.messageTexts()).filter((t) => [before, ...queued, after].includes(t))).toEqual([
          before,
          ...queued,
          after,
        ]);
      }
      await expect(a.lines.and(page.locator('[data-kind="pending"]'))).toHaveCount(0);
    } finally {
      await other.close();
    }
  });
});
