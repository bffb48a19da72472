import { memberState } from '../support/members';
import { consoleChatMute, consoleChatUnmute } from 'shared/contract/console';
import { CHAT_RETURN_TIMEOUT, moderateChat, openLiveMatchChat, uniqueText } from '../support/chat';
import { expect, test } from '../support/test';

// What the room refuses: a member the operator muted, and a message over the length limit.
test.describe('match chat: moderation and limits', () => {
  test.use({ storageState: memberState('casino02') });

  test('a muted member is told so and cannot send until the mute is lifted', async ({ page, shell }) => {
    await shell.openAsMember('casino02');
    const { rid, chat } = await openLiveMatchChat(page, 2);
    await chat.ready();
    const first = uniqueText('禁言前');
    await chat.send(first);
    await expect(chat.line(first)).toHaveAttribute('data-kind', 'message', { timeout: CHAT_RETURN_TIMEOUT });

    expect(
      await moderateChat(consoleChatMute, { rid, name: 'casino02', minutes: 30, reason: '刷屏' }),
    ).toBeGreaterThanOrEqual(1);
    await expect(chat.notice).toContainText('您已被禁言', { timeout: CHAT_RETURN_TIMEOUT });
    await expect(chat.input).toBeDisabled();
    await expect(chat.sendButton).toBeDisabled();

    await moderateChat(consoleChatUnmute, { rid, name: 'casino02' });
    await expect(chat.notice).toHaveCount(0, { timeout: CHAT_RETURN_TIMEOUT });
    await expect(chat.input).toBeEnabled();
    const again = uniqueText('解禁后');
    await chat.send(again);
    await expect(chat.line(again)).toHaveAttribute('data-kind', 'message', { timeout: CHAT_RETURN_TIMEOUT });
  });

  test('a message over 200 characters is refused with the reason and never delivered', async ({ page, shell }) => {
    await shell.openAsMember('casino02');
    const { rid, chat } = await openLiveMatchChat(page, 2);
    // Whatever the test before did, casino02 may speak here.
    await moderateChat(consoleChatUnmute, { rid, name: 'casino02' });
    await chat.ready();
    const long = uniqueText('长消息') + '好'.repeat(200);
    await chat.input.fill(long);
    await chat.input.press('Enter');
    await expect(chat.root).toContainText('消息不能超过200个字');
    await expect(chat.messages.filter({ hasText: long })).toHaveCount(0);

    // Trimmed to the limit it goes out.
    const fits = [...long].slice(0, 200).join('');
    await chat.input.fill(fits);
    await chat.input.press('Enter');
    await expect(chat.line(fits)).toHaveAttribute('data-kind', 'message', { timeout: CHAT_RETURN_TIMEOUT });
    await expect(chat.messages.filter({ hasText: long })).toHaveCount(0);
  });
});
