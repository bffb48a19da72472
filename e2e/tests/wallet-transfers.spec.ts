import type { Page } from '@playwright/test';
import { asMember } from '../support/members';
import { expect, test } from '../support/test';

/** The transfer page's amount as a number of yuan (¥10,000 → 10000). */
async function money(page: Page, testId: string): Promise<number> {
  return Number((await page.getByTestId(testId).innerText()).replace(/[^\d.]/g, ''));
}

function venueCard(page: Page, code: string) {
  return page.getByTestId(`venue-wallet-${code}`);
}

// Transfers between the centre wallet and the venues, against the reference server's ledger.
test.describe('wallet: venue transfers', () => {
  asMember('transfer01', () => {
    test('into a venue and back, recycle, a double click moves money once, and the records list it all', async ({
      page,
      shell,
    }) => {
      await shell.openAsMember('transfer01', '/mine/transfermoney');
      await expect(page.getByTestId('transfer-centre-balance')).toHaveText('¥10,000');
      await expect(venueCard(page, 'BGZR')).toContainText('维护中');
      // The header offers the transfer page now that it is served.
      await expect(page.getByTestId('balance-shortcut-transferMoney')).toBeVisible();

      // Into AG真人, the button pressed twice in a row: one transfer.
      await venueCard(page, 'AGZR').getByRole('button', { name: '转入AG真人' }).click();
      const amount = page.getByLabel('转账金额');
      await expect(amount).toBeFocused();
      await amount.fill('100');
      await expect(page.getByTestId('transfer-amount-uppercase')).toContainText('壹佰');
      await page.getByTestId('transfer-submit').dblclick();
      await expect(page.getByText('转账成功：¥100')).toBeVisible();
      await expect(page.getByTestId('transfer-centre-balance')).toHaveText('¥9,900');
      await expect(venueCard(page, 'AGZR').getByTestId('venue-balance')).toHaveText('¥100');
      await expect(page.getByTestId('center-wallet-balance')).toHaveText('9900.00');

      // An empty amount is refused on the page.
      await page.getByTestId('transfer-submit').click();
      await expect(page.getByText('请输入转账金额')).toBeVisible();

      // Back out of AG真人.
      await venueCard(page, 'AGZR').getByRole('button', { name: '从AG真人转出' }).click();
      await amount.fill('40.5');
      await page.getByTestId('transfer-submit').click();
      await expect(page.getByText('转账成功：¥40.50')).toBeVisible();
      await expect(venueCard(page, 'AGZR').getByTestId('venue-balance')).toHaveText('¥59.50');
      await expect(page.getByTestId('transfer-centre-balance')).toHaveText('¥9,940.50');

      // Over the balance: the server's refusal, nothing moves.
      await venueCard(page, 'KYQP').getByRole('button', { name: '转入开元棋牌' }).click();
      await amount.fill('20000');
      await page.getByTestId('transfer-submit').click();
      await expect(page.getByRole('alert').filter({ hasText: '中心钱包余额不足' })).toBeVisible();
      // 全部 fills the whole centre wallet.
      await page.getByRole('button', { name: '全部', exact: true }).click();
      await expect(amount).toHaveValue('9940.5');
      await amount.fill('25');
      await page.getByTestId('transfer-submit').click();
      await expect(page.getByText('转账成功：¥25')).toBeVisible();
      await expect(venueCard(page, 'KYQP').getByTestId('venue-balance')).toHaveText('¥25');

      // 一键回收: everything back to the centre wallet.
      await page.getByTestId('recycle-all').click();
      await expect(shell.toast.filter({ hasText: '已从2个场馆回收¥84.50至中心钱包' })).toBeVisible();
      await expect(page.getByTestId('transfer-centre-balance')).toHaveText('¥10,000');
      await expect(venueCard(page, 'AGZR').getByTestId('venue-balance')).toHaveText('¥0');
      await expect(venueCard(page, 'KYQP').getByTestId('venue-balance')).toHaveText('¥0');
      expect(await money(page, 'center-wallet-balance')).toBe(10000);

      // Hide-zero-balance: every venue is empty now, and the choice survives a reload.
      await page.getByRole('switch', { name: '隐藏余额为0的场馆' }).check();
      await expect(venueCard(page, 'AGZR')).toBeHidden();
      await page.reload();
      await expect(page.getByRole('switch', { name: '隐藏余额为0的场馆' })).toBeChecked();
      await page.getByRole('switch', { name: '隐藏余额为0的场馆' }).uncheck();

      // The records: 3 transfers of 2 rows each, the recycle's 2 venue rows and 1 centre row.
      await page.goto('/mine/transRecord');
      await page.getByRole('button', { name: '转账', exact: true }).click();
      await expect(page.getByTestId('deal-record')).toHaveCount(9);
      // The double-clicked transfer of 100 is one debit of the centre wallet.
      await expect(page.getByTestId('deal-record').filter({ hasText: '-¥100' })).toHaveCount(1);
      await expect(page.getByTestId('deal-totals')).toContainText('笔数9');

      // The wallet summary agrees.
      await page.goto('/mine/wallet');
      await expect(page.getByTestId('wallet-centre')).toHaveText('¥10,000');
      await expect(page.getByTestId('wallet-total')).toHaveText('¥10,000');
    });
  });
});
