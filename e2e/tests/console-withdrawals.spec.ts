import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { asMember } from '../support/members';
import { consoleLogin, consoleLoginThroughForm, type OperatorName } from '../support/operators';
import { urls } from '../support/ports';
import { luhnCard } from '../support/cards';
import { expect, test } from '../support/test';

/**
 * Submits a withdrawal of `amount` to the selected account and returns its order number, read from
 * the notice once it names this amount as shown (`¥6,000`): the last withdrawal's notice is still up.
 */
async function withdraw(page: Page, amount: string, shown: string): Promise<string> {
  await page.getByLabel('提款金额').fill(amount);
  await page.getByLabel('提款密码', { exact: true }).fill('135790');
  await page.getByRole('button', { name: '立即提款' }).click();
  const notice = page.getByRole('status').filter({ hasText: '提款申请已提交' });
  await expect(notice).toContainText(`${shown}，`);
  const orderNo = /订单号 (W\d+)/.exec(await notice.innerText())?.[1];
  if (!orderNo) throw new Error('no order number shown');
  return orderNo;
}

/** A console page of its own (its own browser context: its own session storage) with `name` logged in. */
async function operatorPage(browser: Browser, name: OperatorName, logIn = consoleLogin): Promise<Page> {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await logIn(page, name);
  return page;
}

/** Opens the withdrawals desk, asks it again (an order placed since), and answers the row of `orderNo`. */
async function deskRow(page: Page, orderNo: string) {
  await page.getByRole('link', { name: '取款审核' }).click();
  await page.getByRole('button', { name: '刷新' }).click();
  const row = page.getByTestId('withdrawal-row').filter({ hasText: orderNo });
  await expect(row).toBeVisible();
  return row;
}

// The money desk of the operator console against the real server: four eyes, refusals, roles.
test.describe('console: withdrawals desk', () => {
  asMember('withdraw02', () => {
    test('two finance operators pay a large withdrawal, a refusal refunds once, the audit log has it all', async ({
      page,
      shell,
      browser,
    }) => {
      const card = luhnCard('622588');
      await test.step('the player binds a card and asks for 6000, above the four-eyes threshold', async () => {
        await shell.openAsMember('withdraw02', '/mine/addBankCard');
        await page.getByLabel('银行卡号').fill(card);
        await page.getByLabel('开户银行').selectOption('CMB');
        await page.getByRole('button', { name: '确认添加' }).click();
        await expect(page.getByText(`已添加 招商银行 **** ${card.slice(-4)}`)).toBeVisible();
        await page.goto('/mine/takemoney');
        await page.getByRole('button', { name: '设置提款密码' }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByLabel('新提款密码').fill('135790');
        await dialog.getByLabel('确认提款密码').fill('135790');
        await dialog.getByRole('button', { name: '保存' }).click();
        await expect(dialog).toBeHidden();
        await page.getByRole('radio', { name: new RegExp(`招商银行 \\*\\*\\*\\* ${card.slice(-4)}`) }).check();
      });
      const large = await withdraw(page, '6000', '¥6,000');
      await expect(page.getByTestId('withdraw-locked')).toHaveText('¥6,000');
      await expect(page.locator(`[data-order="${large}"]`)).toContainText('审核中');

      const finance = await operatorPage(browser, 'finance');
      await test.step('finance one sees the masked account, reveals it, and gives the first approval', async () => {
        const row = await deskRow(finance, large);
        await expect(row).toContainText('¥6,000');
        await expect(row.getByTestId('payout-account')).not.toContainText(card);
        await row.getByRole('button', { name: '显示完整账号' }).click();
        await expect(row.getByTestId('payout-account')).toContainText(card);
        await finance.screenshot({ path: test.info().outputPath('console-withdrawals.png'), fullPage: true });
        await row.getByRole('button', { name: '通过' }).click();
        const confirm = finance.getByRole('dialog', { name: '确认通过取款' });
        await expect(confirm).toContainText('还须另一名财务人员复核');
        await finance.screenshot({ path: test.info().outputPath('console-approve-dialog.png') });
        await confirm.getByRole('button', { name: '通过' }).click();
        await expect(finance.getByTestId('decision-done')).toHaveText(`已初审订单 ${large}，等待另一名财务人员复核`);
        await expect(row.getByTestId('withdraw-state')).toContainText('待复核');
        await expect(row.getByTestId('withdraw-state')).toContainText('finance 已初审');
      });
      await test.step('the same operator cannot give the second approval', async () => {
        const row = finance.getByTestId('withdrawal-row').filter({ hasText: large });
        await row.getByRole('button', { name: '通过' }).click();
        const confirm = finance.getByRole('dialog', { name: '确认通过取款' });
        await expect(confirm).toContainText('此笔已由 finance 初审');
        await confirm.getByRole('button', { name: '通过' }).click();
        await expect(confirm.getByRole('alert')).toHaveText('四眼复核须由另一名财务人员完成');
        await confirm.getByRole('button', { name: '取消' }).click();
        await expect(confirm).toBeHidden();
      });
      // Still locked: one approval pays nothing.
      await expect(page.getByTestId('withdraw-locked')).toHaveText('¥6,000');

      // The second operator signs in through the form: password, then the authenticator's code.
      const finance2 = await operatorPage(browser, 'finance2', consoleLoginThroughForm);
      await test.step('finance two completes it', async () => {
        const row = await deskRow(finance2, large);
        await row.getByRole('button', { name: '通过' }).click();
        const confirm = finance2.getByRole('dialog', { name: '确认通过取款' });
        await confirm.getByRole('button', { name: '通过' }).click();
        await expect(finance2.getByTestId('decision-done')).toHaveText(`已通过订单 ${large}`);
      });
      await test.step('the player page follows without a reload', async () => {
        await expect(page.locator(`[data-order="${large}"]`)).toContainText('已到账');
        await expect(page.getByTestId('withdraw-locked')).toHaveText('¥0');
        await expect(page.getByTestId('withdraw-balance')).toHaveText('¥4,000');
      });

      const small = await withdraw(page, '300', '¥300');
      await expect(page.getByTestId('withdraw-locked')).toHaveText('¥300');
      await test.step('a refusal with its reason refunds the member once', async () => {
        const row = await deskRow(finance2, small);
        await row.getByRole('button', { name: '拒绝' }).click();
        const confirm = finance2.getByRole('dialog', { name: '确认拒绝取款' });
        await confirm.getByRole('button', { name: '拒绝' }).click();
        await expect(confirm.getByText('请填写拒绝原因（至少2个字）')).toBeVisible();
        await confirm.getByLabel('拒绝原因（会员可见）').fill('收款账户信息有误');
        await confirm.getByRole('button', { name: '拒绝' }).click();
        await expect(finance2.getByTestId('decision-done')).toHaveText(`已拒绝订单 ${small}，金额已退回会员`);
        await expect(page.locator(`[data-order="${small}"]`)).toContainText('已拒绝');
        await expect(page.getByTestId('withdraw-locked')).toHaveText('¥0');
        await expect(page.getByTestId('withdraw-balance')).toHaveText('¥4,000');
        await page.goto('/mine/transRecord');
        await page.getByRole('button', { name: '取款', exact: true }).click();
        await expect(page.getByTestId('deal-record').filter({ hasText: '取款退回' })).toHaveCount(1);
      });

      const admin = await operatorPage(browser, 'admin');
      await test.step('the audit log shows both approvals and the refusal, and exports them', async () => {
        await admin.getByRole('link', { name: '审计日志' }).click();
        await admin.getByLabel('对象').fill(`withdraw:${large}`);
        await admin.getByRole('button', { name: '查询' }).click();
        const rows = admin.getByTestId('audit-row');
        await expect(rows.filter({ hasText: '取款初审通过' })).toHaveCount(1);
        await expect(rows.filter({ hasText: '取款初审通过' })).toContainText(/finance \(#/);
        await expect(rows.filter({ hasText: /取款通过/ })).toHaveCount(1);
        await expect(rows.filter({ hasText: /取款通过/ })).toContainText(/finance2 \(#/);
        await admin.screenshot({ path: test.info().outputPath('console-audit.png'), fullPage: true });
        await admin.getByLabel('对象').fill(`withdraw:${small}`);
        await admin.getByRole('button', { name: '查询' }).click();
        await expect(rows.filter({ hasText: '取款拒绝' })).toContainText('收款账户信息有误');
        const download = admin.waitForEvent('download');
        await admin.getByRole('button', { name: '导出 CSV' }).click();
        const file = await (await download).path();
        expect(readFileSync(file, 'utf8')).toContain(small);
      });
      await Promise.all([finance, finance2, admin].map((p) => p.context().close()));
    });
  });

  test('a support operator neither sees nor calls the withdrawals desk', async ({ browser }) => {
    const support = await operatorPage(browser, 'support');
    const menu = support.getByRole('navigation', { name: '控制台导航' });
    await expect(menu.getByRole('link', { name: '运营概览' })).toBeVisible();
    await expect(menu.getByRole('link', { name: '取款审核' })).toHaveCount(0);
    await support.goto(`${urls.console}/withdrawals`);
    await expect(support.getByRole('heading', { name: '运营概览' })).toBeVisible();
    await expect(support.getByTestId('withdrawals-table')).toHaveCount(0);
    const token = await support.evaluate(
      () => (JSON.parse(sessionStorage.getItem('console.session') ?? '{}') as { token?: string }).token ?? '',
    );
    const answer = await fetch(`${urls.api}/console/api/v1/withdrawals/list`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ status: 'open' }),
    });
    const envelope = (await answer.json()) as { status_code: number };
    expect(envelope.status_code).toBe(8002);
    await support.context().close();
  });
});
