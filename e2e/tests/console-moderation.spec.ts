import type { Browser, Page } from '@playwright/test';
import { consoleAuditLog, consoleChatUnmute } from 'shared/contract/console';
import { CHAT_RETURN_TIMEOUT, moderateChat, openLiveMatchChat, uniqueText } from '../support/chat';
import { callConsole, operatorToken } from '../support/console';
import { memberState } from '../support/members';
import { consoleLogin } from '../support/operators';
import { expect, test } from '../support/test';

const MEMBER = 'casino01';
const REASON = '发布广告链接';

async function moderatorPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await consoleLogin(page, 'moderator');
  return page;
}

// The chat moderation desk of the operator console against the real server and a member's page.
test.describe('console: chat moderation desk', () => {
  test.use({ storageState: memberState(MEMBER) });

  test('a moderator mutes a member from their message line; the member’s input says why', async ({
    page,
    shell,
    browser,
  }) => {
    await shell.openAsMember(MEMBER);
    const { rid, chat } = await openLiveMatchChat(page, 3);
    await chat.ready();
    const said = uniqueText('加我领彩金');
    await chat.send(said);
    await expect(chat.line(said)).toHaveAttribute('data-kind', 'message', { timeout: CHAT_RETURN_TIMEOUT });

    const moderator = await moderatorPage(browser);
    try {
      await test.step('the moderator finds the room and sees the message live', async () => {
        await moderator.getByRole('link', { name: '聊天室管理' }).click();
        await moderator.getByLabel('搜索聊天室').fill(rid);
        await moderator.getByRole('button', { name: '查询' }).click();
        const row = moderator.getByTestId('chat-room').filter({ hasText: rid });
        await expect(row).toContainText('开放');
        await moderator.screenshot({ path: test.info().outputPath('console-moderation-rooms.png'), fullPage: true });
        await row.getByRole('button', { name: /^查看聊天室/ }).click();
        await expect(moderator.getByTestId('chat-room-line').filter({ hasText: said })).toBeVisible();
      });

      await test.step('the moderator mutes the sender for 30 minutes with a reason', async () => {
        const line = moderator.getByTestId('chat-room-line').filter({ hasText: said });
        await line.getByRole('button', { name: `禁言 ${MEMBER}` }).click();
        const dialog = moderator.getByRole('dialog');
        await expect(dialog.getByLabel('会员账号')).toHaveValue(MEMBER);
        await dialog.getByLabel('禁言时长').selectOption('30');
        await dialog.getByLabel('原因').fill(REASON);
        await dialog.getByRole('button', { name: '禁言会员' }).click();
        await expect(dialog).toBeHidden();
        await expect(moderator.getByTestId('chat-room-mute').filter({ hasText: MEMBER })).toContainText(REASON);
        await moderator.screenshot({ path: test.info().outputPath('console-moderation-room.png'), fullPage: true });
      });

      await test.step('the member’s chat says why and takes no message', async () => {
        await expect(chat.notice).toContainText('您已被禁言', { timeout: CHAT_RETURN_TIMEOUT });
        await expect(chat.notice).toContainText(REASON);
        await expect(chat.input).toBeDisabled();
        await expect(chat.sendButton).toBeDisabled();
      });

      await test.step('the mute is in the audit log with the reason', async () => {
        const audit = await callConsole<{ list: { action: string; reason: string }[] }>(
          consoleAuditLog.path.replace('/console/api/v1', ''),
          { pageNum: 1, pageSize: 20, target: `chat:${rid}` },
          await operatorToken('admin'),
        );
        expect(audit.data.list[0]).toMatchObject({ action: 'chat.mute', reason: REASON });
      });

      await test.step('lifting the mute lets the member speak again', async () => {
        await moderator
          .getByTestId('chat-room-mute')
          .filter({ hasText: MEMBER })
          .getByRole('button', { name: `解除 ${MEMBER} 的禁言` })
          .click();
        await expect(moderator.getByTestId('chat-room-mute')).toHaveCount(0);
        await expect(chat.input).toBeEnabled({ timeout: CHAT_RETURN_TIMEOUT });
      });
    } finally {
      // Whatever failed above, the member may speak in the next run.
      await moderateChat(consoleChatUnmute, { rid, name: MEMBER });
      await moderator.context().close();
    }
  });
});
