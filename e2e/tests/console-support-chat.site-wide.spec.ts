import type { Browser, Page } from '@playwright/test';
import { CHAT_RETURN_TIMEOUT, openSupportChat, uniqueText } from '../support/chat';
import { consoleLogin } from '../support/operators';
import { expect, test } from '../support/test';

/** The support operator's console in a browser context of its own (its own session storage). */
async function supportDesk(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await consoleLogin(page, 'support');
  await page.getByRole('link', { name: '在线客服' }).click();
  return page;
}

// 在线客服 answered by a person: the agent on duty claims the player's room and answers over the chat socket.
test.describe('console: live support chat', () => {
  test('a guest writes in support chat; the agent on duty claims it, answers, and the guest sees it live', async ({
    page,
    shell,
    browser,
  }) => {
    const desk = await supportDesk(browser);
    try {
      await desk.getByRole('button', { name: '开始接待' }).click();
      await expect(desk.getByTestId('support-duty-state')).toContainText('接待中');

      await shell.open('/');
      const chat = await openSupportChat(page);
      await chat.ready();
      const question = uniqueText('请帮我查一下存款');
      await chat.send(question);
      await expect(chat.line(question)).toHaveAttribute('data-kind', 'message', { timeout: CHAT_RETURN_TIMEOUT });

      // The room waits in the queue with the player's first words; the agent claims it.
      const row = desk.getByTestId('support-queue-row').filter({ hasText: question });
      await expect(row).toBeVisible({ timeout: CHAT_RETURN_TIMEOUT });
      await row.getByRole('button', { name: '认领' }).click();
      const conversation = desk.getByTestId('support-conversation');
      await expect(conversation.getByTestId('support-message').filter({ hasText: question })).toBeVisible({
        timeout: CHAT_RETURN_TIMEOUT,
      });
      await expect(desk.getByTestId('support-player')).toContainText('游客');

      const answer = uniqueText('您好，我是客服一，正在为您查询');
      await conversation.getByLabel('回复内容').fill(answer);
      await conversation.getByRole('button', { name: '发送' }).click();
      await expect(chat.line(answer)).toBeVisible({ timeout: CHAT_RETURN_TIMEOUT });
      await expect(chat.line(answer)).toContainText('客服一');
      await expect(chat.line(answer)).toHaveAttribute('data-mine', 'false');
      // Nobody else answered: with an agent on duty the bot stays quiet.
      await expect(chat.messages.filter({ hasText: '当前没有在线客服' })).toHaveCount(0);

      // Closing asks for a note first; the room leaves the agent's list.
      await conversation.getByRole('button', { name: '结束会话' }).click();
      const dialog = desk.getByRole('dialog', { name: '结束客服会话' });
      await dialog.getByLabel('结束备注').fill('已告知玩家存款到账时间');
      await dialog.getByRole('button', { name: '确认结束' }).click();
      await expect(conversation).toBeHidden();
      await expect(desk.getByText('您还没有认领会话')).toBeVisible();
    } finally {
      // Other specs count on the bot answering: nobody stays on duty after this one.
      const off = desk.getByRole('button', { name: '结束接待' });
      if (await off.isVisible()) await off.click();
      await expect(desk.getByTestId('support-duty-state')).toContainText('未在接待');
      await desk.context().close();
    }
  });
});
