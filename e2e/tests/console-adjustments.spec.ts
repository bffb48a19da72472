import type { Browser, Page } from '@playwright/test';
import { asMember } from '../support/members';
import { consoleLogin, type OperatorName } from '../support/operators';
import { urls } from '../support/ports';
import { totpCode } from '../support/totp';
import { expect, test } from '../support/test';

/** A console page of its own (its own browser context: its own session storage) with `name` logged in. */
async function operatorPage(browser: Browser, name: OperatorName): Promise<Page> {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await consoleLogin(page, name);
  return page;
}

/** Fills the adjustment form and opens its confirmation dialog. */
async function requestAdjustment(
  page: Page,
  member: string,
  direction: '加款' | '扣款',
  amount: string,
  reason: string,
) {
  await page.getByRole('link', { name: '人工调整' }).click();
  await page.getByLabel('会员账号或ID').fill(member);
  await page.getByRole('button', { name: direction, exact: true }).click();
  await page.getByLabel('金额（元）').fill(amount);
  await page.getByLabel('调整原因').fill(reason);
  await page.getByRole('button', { name: '提交调整' }).click();
  return page.getByRole('dialog', { name: '确认人工调整' });
}

const money = (text: string) => Number(text.replace(/[^\d.]/g, ''));

// Manual adjustments with four eyes against the real server, and the operators admin page.
test.describe('console: adjustments and operators', () => {
  asMember('profile01', () => {
    test('a large credit needs a second finance operator, the member sees it; a debit beyond the balance is refused', async ({
      page,
      shell,
      browser,
    }) => {
      await shell.openAsMember('profile01', '/mine/wallet');
      const centre = page.getByTestId('wallet-centre');
      await expect(centre).toContainText('¥');
      const before = money(await centre.innerText());

      const finance = await operatorPage(browser, 'finance');
      let adjustNo = '';
      await test.step('finance asks for a credit of 6000, above the threshold', async () => {
        const confirm = await requestAdjustment(finance, 'profile01', '加款', '6000', '活动奖金漏发补发');
        await expect(confirm).toContainText('会员 profile01');
        await expect(confirm).toContainText('提交后须由另一名财务人员复核');
        await finance.screenshot({ path: test.info().outputPath('console-adjust-confirm.png') });
        await confirm.getByRole('button', { name: '确认提交' }).click();
        const done = finance.getByTestId('adjust-done');
        await expect(done).toContainText('等待另一名财务人员复核');
        adjustNo = /调整单 (A\d+)/.exec(await done.innerText())?.[1] ?? '';
        const row = finance.getByTestId('adjust-row').filter({ hasText: adjustNo });
        await expect(row.getByText('须由另一名财务人员复核')).toBeVisible();
        await expect(row.getByRole('button', { name: '通过' })).toHaveCount(0);
      });
      expect(money(await centre.innerText())).toBe(before);

      const finance2 = await operatorPage(browser, 'finance2');
      await test.step('finance two approves it', async () => {
        await finance2.getByRole('link', { name: '人工调整' }).click();
        const row = finance2.getByTestId('adjust-row').filter({ hasText: adjustNo });
        await row.getByRole('button', { name: '通过' }).click();
        await finance2.getByRole('dialog', { name: '确认通过调整' }).getByRole('button', { name: '通过' }).click();
        await expect(finance2.getByTestId('adjust-done')).toHaveText(`调整单 ${adjustNo} 已入账（会员 profile01）`);
        await finance2.getByRole('tab', { name: '已入账' }).click();
        await expect(finance2.getByTestId('adjust-row').filter({ hasText: adjustNo })).toContainText('finance2 处理');
        await finance2.screenshot({ path: test.info().outputPath('console-adjustments.png'), fullPage: true });
      });

      await test.step('the member sees the money without a reload, and the record', async () => {
        // The player presses the header's balance refresh, then opens the records in the page.
        const header = page.getByTestId('center-wallet-balance');
        await page.getByRole('button', { name: '刷新余额' }).click();
        await expect.poll(async () => money(await header.innerText())).toBe(before + 6000);
        await page.getByRole('link', { name: '交易记录' }).first().click();
        await expect(page.getByTestId('deal-record').filter({ hasText: '人工调整' }).first()).toContainText('活动补发');
      });

      await test.step('a debit beyond the balance is refused', async () => {
        const confirm = await requestAdjustment(
          finance,
          'profile01',
          '扣款',
          String(before + 6000 + 1),
          '错误更正测试',
        );
        await confirm.getByRole('button', { name: '确认提交' }).click();
        await expect(confirm.getByRole('alert')).toHaveText('会员中心钱包余额不足，调整后余额不能低于0');
      });
      await Promise.all([finance, finance2].map((p) => p.context().close()));
    });
  });

  test('the admin creates an operator, who logs in and enrols an authenticator', async ({ browser }) => {
    const admin = await operatorPage(browser, 'admin');
    const name = `op${Date.now().toString(36)}`;
    await admin.getByRole('link', { name: '操作员' }).click();
    await admin.getByRole('button', { name: '新建操作员' }).click();
    const dialog = admin.getByRole('dialog', { name: '新建操作员' });
    await dialog.getByLabel('账号').fill(name);
    await dialog.getByLabel('姓名').fill('新同事');
    await dialog.getByLabel('客服').check();
    await dialog.getByRole('button', { name: '新建操作员' }).click();
    const password = await admin.getByTestId('initial-password').innerText();
    await admin.getByRole('button', { name: '我已记下' }).click();
    await expect(admin.getByTestId('operator-row').filter({ hasText: name })).toContainText('待绑定');
    await admin.screenshot({ path: test.info().outputPath('console-operators.png'), fullPage: true });

    const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
    const newcomer = await context.newPage();
    await newcomer.goto(`${urls.console}/login`);
    await newcomer.getByLabel('账号').fill(name);
    await newcomer.getByLabel('密码').fill(password);
    await newcomer.getByRole('button', { name: '登录' }).click();
    const secret = await newcomer.getByTestId('enrol-secret').innerText();
    await newcomer.getByLabel('动态验证码').fill(totpCode(secret.trim()));
    await newcomer.getByRole('button', { name: /验证|绑定/ }).click();
    await expect(newcomer.getByRole('button', { name: '退出登录' })).toBeVisible();
    await admin.reload();
    await expect(admin.getByTestId('operator-row').filter({ hasText: name })).toContainText('已绑定');
    await Promise.all([admin.context().close(), context.close()]);
  });
});
