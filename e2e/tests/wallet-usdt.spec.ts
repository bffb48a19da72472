import type { Page } from '@playwright/test';
import { asMember } from '../support/members';
import { expect, test } from '../support/test';

/** The header's centre balance as a number of yuan (¥9,900 → 9900). */
async function money(page: Page, testId: string): Promise<number> {
  return Number((await page.getByTestId(testId).innerText()).replace(/[^\d.]/g, ''));
}

// USDT兑换 on the transfer page, against the reference server's rates (buy 7.20, sell 7.10) and ledger.
test.describe('wallet: USDT conversion', () => {
  asMember('transfer03', () => {
    test('CNY → USDT and back at the published rates, once per press, with the CNY rows in the records', async ({
      page,
      shell,
    }) => {
      await shell.openAsMember('transfer03', '/mine/transfermoney');
      const card = page.getByTestId('usdt-exchange');
      await expect(card.getByTestId('usdt-balance')).toHaveText('0.00 USDT');
      await expect(card.getByTestId('usdt-buy-rate')).toHaveText('1 USDT = 7.20 元');
      await expect(card.getByTestId('usdt-sell-rate')).toHaveText('1 USDT = 7.10 元');

      // 100 CNY at 7.20 = 13.888… → 13.88 USDT (rounded down); the button pressed twice converts once.
      await card.getByLabel('兑换金额（元）').fill('100');
      await expect(card.getByTestId('usdt-preview')).toContainText('预计到账：13.88 USDT');
      await card.getByTestId('usdt-submit').dblclick();
      await expect(card.getByRole('status')).toHaveText('兑换成功：¥100 → 13.88 USDT');
      await expect(card.getByTestId('usdt-balance')).toHaveText('13.88 USDT');
      await expect(page.getByTestId('transfer-centre-balance')).toHaveText('¥9,900');
      await expect.poll(() => money(page, 'center-wallet-balance')).toBe(9900);
      await card.screenshot({ path: '/tmp/usdt-exchange.png' });

      // Back: 全部兑换 fills the whole USDT wallet; 13.88 at 7.10 = 98.548 → ¥98.54.
      await card.getByRole('radio', { name: 'USDT → 中心钱包' }).click();
      await card.getByRole('button', { name: '全部兑换' }).click();
      await expect(card.getByLabel('兑换数量（USDT）')).toHaveValue('13.88');
      await expect(card.getByTestId('usdt-preview')).toContainText('预计到账：¥98.54');
      await card.getByTestId('usdt-submit').click();
      await expect(card.getByRole('status')).toHaveText('兑换成功：13.88 USDT → ¥98.54');
      await expect(card.getByTestId('usdt-balance')).toHaveText('0.00 USDT');
      await expect(page.getByTestId('transfer-centre-balance')).toHaveText('¥9,998.54');
      await expect.poll(() => money(page, 'center-wallet-balance')).toBe(9998.54);

      // The records list the CNY side of each conversion once (the USDT rows stay in the USDT wallet).
      await page.goto('/mine/transRecord');
      await page.getByRole('button', { name: '转账', exact: true }).click();
      const rows = page.getByTestId('deal-record');
      await expect(rows).toHaveCount(2);
      await expect(rows.filter({ hasText: '兑换13.88 USDT（汇率7.20）' })).toContainText('-¥100');
      await expect(rows.filter({ hasText: '由13.88 USDT兑换（汇率7.10）' })).toContainText('¥98.54');
      await expect(page.getByTestId('deal-totals')).toContainText('笔数2');
    });
  });
});
