import type { Browser, Page } from '@playwright/test';
import { asMember } from '../support/members';
import { consoleLogin, type OperatorName } from '../support/operators';
import { urls } from '../support/ports';
import { expect, test } from '../support/test';

/** A console page of its own (its own browser context: its own session storage) with `name` logged in. */
async function operatorPage(browser: Browser, name: OperatorName): Promise<Page> {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await consoleLogin(page, name);
  return page;
}

/** The header's centre-wallet balance as a number. */
async function balance(page: Page): Promise<number> {
  return Number((await page.getByTestId('center-wallet-balance').innerText()).replace(/[^\d.]/g, ''));
}

// The deposits desk of the operator console against the real server: an offline bank transfer is
// confirmed by its reference and amount, once, and the player's waiting screen follows.
test.describe('console: deposits desk', () => {
  asMember('deposit04', () => {
    test('finance confirms a bank transfer by its reference and amount; the player sees it credited without a reload', async ({
      page,
      shell,
      browser,
    }) => {
      await shell.openAsMember('deposit04', '/mine/savemoney');
      const before = await balance(page);
      let orderNo = '';
      let reference = '';
      await test.step('the player opens a bank transfer and is given the reference to write on it', async () => {
        await page.getByRole('tab', { name: '银行转账' }).click();
        await page.getByRole('radio', { name: /网银转账/ }).click();
        await page.getByLabel('存款金额').fill('880');
        await page.getByRole('button', { name: '立即存款' }).click();
        await expect(page.getByTestId('deposit-order-status')).toHaveText('待支付');
        orderNo = (await page.getByTestId('deposit-order-no').innerText()).trim();
        reference = (await page.getByTestId('transfer-reference').innerText()).trim();
        expect(reference).toMatch(/^[A-Z2-9]{8}$/);
        await expect(page.getByRole('button', { name: '复制附言码' })).toBeVisible();
        await expect(
          page.getByText('请按订单金额准确转账，并在转账附言（备注）中只填写附言码，以便核对入账'),
        ).toBeVisible();
        await page.screenshot({ path: test.info().outputPath('player-transfer-wait.png'), fullPage: true });
      });

      const finance = await operatorPage(browser, 'finance');
      const row = finance.getByTestId('deposit-row').filter({ hasText: orderNo });
      await test.step('finance finds the order from the dashboard by its reference', async () => {
        await finance.getByTestId('dash-pending-deposits').getByRole('link').click();
        await expect(finance.getByRole('heading', { name: '存款订单' })).toBeVisible();
        await finance.getByLabel('附言码').fill(reference.toLowerCase());
        await finance.getByRole('button', { name: '查询' }).click();
        await expect(row).toBeVisible();
        await expect(finance.getByTestId('deposit-row')).toHaveCount(1);
        await expect(finance.getByTestId('deposit-totals')).toHaveText('共 1 笔，合计 ¥880');
        await expect(row).toContainText('deposit04');
        await expect(row.getByTestId('deposit-state')).toHaveText('待支付');
        await finance.screenshot({ path: test.info().outputPath('console-deposits.png'), fullPage: true });
      });

      await test.step('a wrong amount is refused with the reason; the right one credits the order', async () => {
        await row.getByRole('button', { name: '确认到账' }).click();
        const dialog = finance.getByRole('dialog', { name: '确认银行转账到账' });
        // Keyboard only: the reference field has the focus, Tab to the amount, Enter submits.
        await expect(dialog.getByLabel('银行流水附言码')).toBeFocused();
        await finance.keyboard.type(reference);
        await finance.keyboard.press('Tab');
        await finance.keyboard.type('800');
        await finance.keyboard.press('Enter');
        await expect(dialog.getByRole('alert')).toHaveText('到账金额与订单金额不符，请核对银行流水');
        await finance.screenshot({ path: test.info().outputPath('console-deposit-confirm.png') });
        await dialog.getByLabel('到账金额（元）').fill('880');
        await dialog.getByRole('button', { name: '确认到账' }).click();
        await expect(finance.getByTestId('deposit-done')).toHaveText(
          `订单 ${orderNo} 已确认到账，金额已存入会员中心钱包`,
        );
        await expect(dialog).toBeHidden();
      });

      await test.step('the player page shows it credited without a reload', async () => {
        await expect(page.getByTestId('deposit-result')).toContainText('存款成功');
        await expect.poll(() => balance(page), { timeout: 15_000 }).toBeCloseTo(before + 880, 2);
      });

      await test.step('the order reads as paid by finance, and a second confirmation is not possible', async () => {
        await finance.getByRole('tab', { name: '已到账' }).click();
        await expect(row.getByTestId('deposit-state')).toHaveText('已到账finance 处理');
        await expect(row.getByRole('button', { name: '确认到账' })).toHaveCount(0);
        await row.getByRole('button', { name: '详情' }).click();
        await expect(finance.getByTestId('deposit-detail')).toContainText(`附言 ${reference}`);
      });

      const admin = await operatorPage(browser, 'admin');
      await test.step('the audit log has the confirmation', async () => {
        await admin.getByRole('link', { name: '审计日志' }).click();
        await admin.getByLabel('对象').fill(`deposit:${orderNo}`);
        await admin.getByRole('button', { name: '查询' }).click();
        const rows = admin.getByTestId('audit-row');
        await expect(rows).toHaveCount(1);
        await expect(rows).toContainText('确认存款到账');
        await expect(rows).toContainText(/finance \(#/);
      });
      await Promise.all([finance, admin].map((p) => p.context().close()));
    });
  });

  test('a support operator neither sees nor calls the deposits desk', async ({ browser }) => {
    const support = await operatorPage(browser, 'support');
    await expect(
      support.getByRole('navigation', { name: '控制台导航' }).getByRole('link', { name: '存款订单' }),
    ).toHaveCount(0);
    await support.goto(`${urls.console}/deposits`);
    await expect(support.getByRole('heading', { name: '运营概览' })).toBeVisible();
    const token = await support.evaluate(
      () => (JSON.parse(sessionStorage.getItem('console.session') ?? '{}') as { token?: string }).token ?? '',
    );
    const answer = await fetch(`${urls.api}/console/api/v1/deposits/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ orderNo: 'CK1', reference: 'X', amount: 1, requestId: 'support-confirm-1' }),
    });
    expect(((await answer.json()) as { status_code: number }).status_code).toBe(8002);
    await support.context().close();
  });
});
