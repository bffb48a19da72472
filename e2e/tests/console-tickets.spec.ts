import type { Browser, Page } from '@playwright/test';
import { asMember } from '../support/members';
import { consoleLogin } from '../support/operators';
import { expect, test } from '../support/test';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** The support operator's console page, in a browser context of its own. */
async function supportPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await consoleLogin(page, 'support');
  return page;
}

// The ticket desk of the operator console against the real server: a player's ticket answered with an image.
test.describe('console: ticket desk', () => {
  asMember('casino03', () => {
    test('support answers a ticket with an image in the console; the player reads both, then sees it closed', async ({
      page,
      shell,
      browser,
    }) => {
      const text = `充值三十分钟还没有到账，请帮忙核实 ${Date.now()}`;
      await test.step('the player files a ticket', async () => {
        await shell.openAsMember('casino03', '/mine/feedback');
        await page.getByLabel('反馈类别').selectOption({ label: '存款问题' });
        await page.getByLabel('反馈内容').fill(text);
        await page.getByRole('button', { name: '提交反馈' }).click();
        await expect(page.getByText('反馈已提交，我们会尽快处理')).toBeVisible();
      });

      const support = await supportPage(browser);
      const desk = {
        row: support.getByTestId('ticket-row').filter({ hasText: text.slice(0, 20) }),
        detail: support.getByTestId('ticket-detail'),
      };
      await test.step('support finds it in the queue, unread, and opens it', async () => {
        await support.getByRole('link', { name: '工单' }).click();
        await support.getByLabel('反馈类型').selectOption({ label: '存款问题' });
        await expect(desk.row).toBeVisible();
        await expect(desk.row.getByTestId('ticket-unread')).toBeVisible();
        await expect(desk.row).toContainText('casino03');
        await support.screenshot({ path: test.info().outputPath('console-tickets.png'), fullPage: true });
        await desk.row.getByRole('button', { name: '查看' }).click();
        await expect(desk.detail).toContainText(text);
        await expect(desk.detail.getByRole('link', { name: '会员资料' })).toBeVisible();
      });

      await test.step('support replies with an image', async () => {
        await desk.detail.getByLabel('回复内容').fill('您好，款项已到账，请查看截图。');
        await support
          .getByTestId('ticket-image-input')
          .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
        await expect(desk.detail.getByText('图片 1：receipt.png')).toBeVisible();
        await desk.detail.getByRole('button', { name: '发送回复' }).click();
        await expect(support.getByTestId('ticket-sent')).toBeVisible();
        const reply = desk.detail.getByTestId('ticket-reply').filter({ hasText: '款项已到账' });
        await expect(reply).toContainText('support');
        await reply.getByRole('button', { name: '查看图片 1' }).click();
        await expect(reply.getByRole('img', { name: '工单图片 1' })).toBeVisible();
        await expect(desk.detail.getByTestId('ticket-state')).toHaveText('已回复');
        await support.screenshot({ path: test.info().outputPath('console-ticket-detail.png'), fullPage: true });
      });

      await test.step('the player reads the reply and its image in /mine/feedback', async () => {
        await shell.open('/mine/feedback?tab=list');
        const ticket = page.getByTestId('feedback-ticket').filter({ hasText: text.slice(0, 20) });
        await expect(ticket).toContainText('已回复');
        await ticket.click();
        const reply = page.getByTestId('feedback-reply').filter({ hasText: '款项已到账，请查看截图' });
        await expect(reply).toBeVisible();
        const image = reply.getByRole('img', { name: '回复图片 1' });
        await expect(image).toBeVisible();
        await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
      });

      await test.step('support closes it after confirming; the player sees it closed', async () => {
        await support.getByRole('button', { name: '关闭工单' }).click();
        const dialog = support.getByRole('dialog', { name: '关闭工单' });
        await expect(dialog).toContainText('不能再回复');
        await dialog.getByRole('button', { name: '确认关闭' }).click();
        await expect(support.getByTestId('ticket-done')).toContainText('已关闭');
        await page.reload();
        await expect(page.getByTestId('feedback-closed')).toBeVisible();
        await expect(page.getByTestId('feedback-detail')).toContainText('已关闭');
      });
      await support.context().close();
    });
  });
});
