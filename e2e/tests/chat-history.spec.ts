import { consoleChatClear } from 'shared/contract/console';
import { matchRoomId } from 'shared/contract';
import { memberState } from '../support/members';
import {
  CHAT_RETURN_TIMEOUT,
  chatJwtOf,
  moderateChat,
  openMatchChat,
  sendThroughSocket,
  uniqueText,
} from '../support/chat';
import { SportsBook } from '../support/sports-book';
import { expect, test } from '../support/test';

// A room with more than two pages of history: the newest page first, older pages on the way up.
test.describe('match chat: history', () => {
  test.use({ storageState: memberState('casino03') });

  test('shows the newest 15 and loads older pages back to the first message', async ({ page, shell }) => {
    await shell.openAsMember('casino03');
    const book = new SportsBook(page);
    await book.open();
    await book.market('RB');
    const liveRows = book.rows.filter({ has: page.getByTestId('match-chat-open') });
    const gameId = (await liveRows.nth(3).getAttribute('data-game-id'))!;
    const rid = matchRoomId(gameId);
    await moderateChat(consoleChatClear, { rid });

    const tag = uniqueText('历史');
    const texts = Array.from({ length: 32 }, (_, i) => `${tag} 第${String(i + 1).padStart(2, '0')}条`);
    await sendThroughSocket(page, await chatJwtOf(page), rid, texts);

    const chat = await openMatchChat(page, gameId);
    await chat.ready();
    await expect(chat.line(texts[31]!)).toBeVisible({ timeout: CHAT_RETURN_TIMEOUT });
    await expect(chat.messages).toHaveCount(15);
    expect(await chat.messageTexts()).toEqual(texts.slice(17));

    // 查看更早的消息: the next page comes in above, in order. Bringing the button into view scrolls the
    // list to its top, which may load the older pages on its own, down to the first message, and then
    // the button is gone: it is pressed only while it is there and the page has not come in.
    await expect(async () => {
      if ((await chat.line(texts[2]!).count()) === 0 && (await chat.older.count()) > 0)
        await chat.older.click({ timeout: 2_000 });
      await expect(chat.line(texts[2]!)).toBeAttached({ timeout: 2_000 });
    }).toPass({ timeout: CHAT_RETURN_TIMEOUT });
    const shown = await chat.messageTexts();
    expect(shown.length).toBeGreaterThanOrEqual(30);
    expect(shown).toEqual(texts.slice(texts.length - shown.length));

    // Scrolling to the top brings the rest; then nothing older is offered.
    await expect(async () => {
      await chat.lineList.evaluate((list) => list.scrollTo({ top: 0 }));
      await expect(chat.line(texts[0]!)).toBeAttached({ timeout: 1_000 });
    }).toPass({ timeout: CHAT_RETURN_TIMEOUT });
    await expect(chat.messages).toHaveCount(32);
    expect(await chat.messageTexts()).toEqual(texts);
    await expect(chat.older).toHaveCount(0);
    // The list kept its place while pages came in above; at the top the first message is in view.
    await chat.lineList.evaluate((list) => list.scrollTo({ top: 0 }));
    await expect(chat.line(texts[0]!)).toBeInViewport();
  });
});
