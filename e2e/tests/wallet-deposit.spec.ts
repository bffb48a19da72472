import type { Page } from '@playwright/test';
import { callApi } from '../support/api';
import { asMember } from '../support/members';
import { urls } from '../support/ports';
import { expect, test } from '../support/test';

/** The header's centre-wallet balance as a number. */
async function balance(page: Page): Promise<number> {
  const text = (await page.getByTestId('center-wallet-balance').innerText()).replace(/[^\d.]/g, '');
  return Number(text);
}

async function expectBalance(page: Page, expected: number): Promise<void> {
  await expect.poll(() => balance(page), { timeout: 15_000 }).toBeCloseTo(expected, 2);
}

/** Picks a type and a channel, types the amount, presses 立即存款; returns the order number shown. */
async function deposit(page: Page, type: string, channel: RegExp, amount: string): Promise<string> {
  await page.goto('/mine/savemoney');
  await page.getByRole('tab', { name: type }).click();
  await page.getByRole('radio', { name: channel }).click();
  await page.getByLabel('存款金额').fill(amount);
  await expect(page.getByTestId('deposit-amount-uppercase')).toContainText('大写');
  await page.getByRole('button', { name: '立即存款' }).click();
  await expect(page.getByTestId('deposit-order-status')).toHaveText('待支付');
  return (await page.getByTestId('deposit-order-no').innerText()).trim();
}

/** Presses 支付 on the provider's cashier page, which the waiting screen opens in a new window. */
async function payAtCashier(page: Page): Promise<void> {
  const popup = page.waitForEvent('popup');
  await page.getByTestId('cashier-link').click();
  const cashier = await popup;
  await expect(cashier.getByRole('heading', { name: '收银台' })).toBeVisible();
  await cashier.getByTestId('cashier-pay').click();
  await expect(cashier.getByTestId('cashier-outcome')).toContainText('支付成功');
  await cashier.close();
}

async function providerConfirms(orderNo: string): Promise<void> {
  const answer = await callApi<{ status: string; credited: boolean }>('/test/api/v1/deposits/confirm', { orderNo });
  expect(answer.data).toEqual({ status: 'paid', credited: true });
}

test.describe('deposits', () => {
  test.describe.configure({ mode: 'serial' });

  asMember('deposit03', () => {
    test('a bank transfer shows the receiving account and arrives once paid at the cashier', async ({
      page,
      shell,
    }) => {
      await shell.openAsMember('deposit03', '/mine/savemoney');
      // The first-deposit bonus asks for a join first, and links to where to join.
      await expect(page.getByTestId('deposit-reward-1')).toContainText('新会员首存送100%');
      await expect(page.getByTestId('deposit-reward-1').getByRole('link', { name: '去报名' })).toHaveAttribute(
        'href',
        '/activity/firstDeposit/1',
      );
      const before = await balance(page);
      await deposit(page, '银行转账', /网银转账/, '100');
      await expect(page).toHaveURL(/\/mine\/savemoney\?order=CK\d+/);
      await expect(page.getByTestId('deposit-wait-transfer')).toBeVisible();
      await expect(page.getByTestId('receiving-account-no')).toContainText('6222');
      await expect(page.getByRole('button', { name: '复制收款账号' })).toBeVisible();
      await payAtCashier(page);
      await expect(page.getByTestId('deposit-result')).toContainText('存款成功');
      await expectBalance(page, before + 100);
    });

    test('a third-party recharge is paid at the cashier page', async ({ page, shell }) => {
      await shell.openAsMember('deposit03', '/mine/savemoney');
      const before = await balance(page);
      await deposit(page, '三方充值', /快捷支付/, '88.8');
      await expect(page.getByTestId('deposit-wait-recharge')).toBeVisible();
      await expect(page.getByTestId('cashier-link')).toHaveText('前往收银台支付');
      await payAtCashier(page);
      await expect(page.getByTestId('deposit-result')).toContainText('¥88.80 已存入中心钱包');
      await expectBalance(page, before + 88.8);
    });

    test('a USDT deposit shows the address as a QR code with the rate, and arrives when the provider confirms', async ({
      page,
      shell,
    }) => {
      await shell.openAsMember('deposit03', '/mine/savemoney');
      const before = await balance(page);
      const orderNo = await deposit(page, '虚拟币', /USDT-TRC20/, '720');
      await expect(page.getByTestId('deposit-qr')).toBeVisible();
      await expect(page.getByTestId('signal-rate')).toContainText('1 USDT ≈ ¥7.2');
      await expect(page.getByTestId('signal-coins')).toContainText('100 USDT');
      await providerConfirms(orderNo);
      await expect(page.getByTestId('deposit-result')).toContainText('存款成功');
      await expectBalance(page, before + 720);
    });

    test('huione waits on /mine/huione and xnbsk on /mine/xnbsk with its QR code', async ({ page, shell }) => {
      await shell.openAsMember('deposit03', '/mine/savemoney');
      const before = await balance(page);
      await deposit(page, '汇旺支付', /汇旺钱包/, '150');
      await expect(page).toHaveURL(/\/mine\/huione\?order=CK\d+/);
      await expect(page.getByTestId('deposit-wait-huione')).toBeVisible();
      await payAtCashier(page);
      await expect(page.getByTestId('deposit-result')).toContainText('存款成功');
      await expectBalance(page, before + 150);

      const orderNo = await deposit(page, '新币收款', /新币扫码/, '200');
      await expect(page).toHaveURL(/\/mine\/xnbsk\?order=CK\d+/);
      await expect(page.getByTestId('deposit-qr')).toBeVisible();
      await providerConfirms(orderNo);
      await expect(page.getByTestId('deposit-result')).toContainText('存款成功');
      await expectBalance(page, before + 350);
    });

    test('an order closed from its waiting screen is never paid', async ({ page, shell }) => {
      await shell.openAsMember('deposit03', '/mine/savemoney');
      const before = await balance(page);
      const orderNo = await deposit(page, '三方充值', /扫码支付/, '66');
      await page.getByRole('button', { name: '关闭订单' }).click();
      await expect(shell.dialog).toContainText('确定要关闭该存款订单吗');
      await shell.dialog.getByRole('button', { name: '确定关闭' }).click();
      await expect(page.getByTestId('deposit-result')).toContainText('订单已关闭');
      const late = await callApi<{ status: string; credited: boolean }>('/test/api/v1/deposits/confirm', { orderNo });
      expect(late.data).toEqual({ status: 'closed', credited: false });
      await page.reload();
      await expect(page.getByTestId('deposit-order-status')).toHaveText('已关闭');
      expect(await balance(page)).toBeCloseTo(before, 2);
    });
  });
});

test('the lite brand (deposits off) shows not-found at /mine/savemoney and offers no deposit link', async ({
  page,
}) => {
  await page.goto(urls.lite + '/mine/savemoney');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page.locator('a[href$="/mine/savemoney"]')).toHaveCount(0);
});
