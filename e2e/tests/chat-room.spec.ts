import { memberState } from '../support/members';
import { CHAT_RETURN_TIMEOUT, openLiveMatchChat, openMatchChat, openOtherMember, uniqueText } from '../support/chat';
import { expect, test } from '../support/test';

// Two members in two browsers in the chat room of one live match, against the real chat socket.
test.describe('match chat: two members in one room', () => {
  test.use({ storageState: memberState('sports01') });

  test('each sees the other’s message under the sender’s name, and each message once', async ({
    page,
    shell,
    browser,
  }) => {
    await shell.openAsMember('sports01');
    const { gameId, chat: a } = await openLiveMatchChat(page, 0);
    await a.ready();
    // Its heading names the match as the book does.
    const row = page.locator(`[data-testid="match-row"][data-game-id="${gameId}"]`);
    await expect(a.root).toContainText(/ vs /);

    const other = await openOtherMember(browser, 'sports02');
    try {
      const b = await openMatchChat(other.page, gameId);
      await b.ready();

      const hello = uniqueText('大家好，我是A');
      await a.send(hello);
      await expect(a.input).toHaveValue('');
      await expect(b.line(hello)).toHaveCount(1, { timeout: CHAT_RETURN_TIMEOUT });
      await expect(b.line(hello)).toHaveAttribute('data-mine', 'false');
      await expect(b.line(hello).getByTestId('chat-line-name')).toContainText('sports01');
      await expect(a.line(hello)).toHaveAttribute('data-kind', 'message');
      await expect(a.line(hello)).toHaveAttribute('data-mine', 'true');

      const reply = uniqueText('收到，我是B');
      await b.send(reply);
      await expect(a.line(reply)).toHaveCount(1, { timeout: CHAT_RETURN_TIMEOUT });
      await expect(a.line(reply).getByTestId('chat-line-name')).toContainText('sports02');
      await expect(a.line(reply)).toHaveAttribute('data-mine', 'false');

      // A's last word reaches B after everything before it, so the counts below are final.
      const last = uniqueText('再见');
      await a.send(last);
      await expect(b.line(last)).toHaveCount(1, { timeout: CHAT_RETURN_TIMEOUT });
      for (const chat of [a, b]) {
        for (const text of [hello, reply, last]) await expect(chat.line(text)).toHaveCount(1);
        expect((await chat.messageTexts()).filter((t) => [hello, reply, last].includes(t))).toEqual([
          hello,
          reply,
          last,
        ]);
      }
      // Still in the book: the row's chat button shows its room is the open one.
      await expect(row.getByTestId('match-chat-open')).toHaveAttribute('aria-pressed', 'true');
    } finally {
      await other.close();
    }
  });
});
