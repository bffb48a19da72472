import type { Page } from '@playwright/test';
import { memberState } from '../support/members';
import {
  CHAT_RETURN_TIMEOUT,
  chatJwtOf,
  openSupportChat,
  sendThroughSocket,
  supportChat,
  uniqueText,
} from '../support/chat';
import { expect, test } from '../support/test';

async function supportRidOf(page: Page): Promise<string> {
  const userId = await page.evaluate(() => localStorage.getItem('userId'));
  if (userId === null) throw new Error('no userId in the page');
  return `support-${userId.replace(/^"|"$/g, '')}`;
}

// 在线客服: the member's own support room, answered by the site's agent.
test.describe('support chat', () => {
  test.use({ storageState: memberState('transfer03') });

  test('a question gets the agent’s answer; with the window closed an answer raises the unread badge', async ({
    page,
    shell,
  }) => {
    await shell.openAsMember('transfer03');
    const rid = await supportRidOf(page);
    const support = supportChat(page);
    await expect(support.unread).toHaveCount(0);

    const chat = await openSupportChat(page);
    await expect(support.window).toHaveAttribute('aria-label', '在线客服');
    await chat.ready();
    await expect(chat.input).toBeFocused();
    // The room keeps an earlier run's history (support rooms are not the moderators' to clear): count on from it.
    const agent = chat.messages.filter({ has: page.getByTestId('chat-line-name').filter({ hasText: '客服小美' }) });
    const [deposits, withdrawals] = await Promise.all([
      agent.filter({ hasText: '充值' }).count(),
      agent.filter({ hasText: '提款' }).count(),
    ]);
    const ask = uniqueText('怎么充值');
    await chat.send(ask);
    await expect(chat.line(ask)).toHaveAttribute('data-kind', 'message', { timeout: CHAT_RETURN_TIMEOUT });
    await expect(chat.line(ask)).toHaveAttribute('data-mine', 'true');
    await expect(agent.filter({ hasText: '充值' })).toHaveCount(deposits + 1, { timeout: CHAT_RETURN_TIMEOUT });
    await expect(agent.first()).toHaveAttribute('data-mine', 'false');

    await support.close.click();
    await expect(support.window).toBeHidden();
    await expect(support.unread).toHaveCount(0);

    // The member asks again from another device; the agent's answer arrives while the window is closed.
    const again = uniqueText('提款多久到账');
    await sendThroughSocket(page, await chatJwtOf(page), rid, [again]);
    await expect(support.unread).toHaveText('1', { timeout: CHAT_RETURN_TIMEOUT });

    const reopened = await openSupportChat(page);
    await expect(reopened.line(again)).toHaveCount(1);
    await expect(agent.filter({ hasText: '提款' })).toHaveCount(withdrawals + 1, { timeout: CHAT_RETURN_TIMEOUT });
    await expect(support.unread).toHaveCount(0);
  });
});
