import type { Page } from '@playwright/test';
import { asMember } from '../support/members';
import { setPrice, SportsBook } from '../support/sports-book';
import { expect, test } from '../support/test';

/** The header's centre-wallet balance as a number. */
async function balance(page: Page): Promise<number> {
  const text = (await page.getByTestId('center-wallet-balance').innerText()).replace(/[^\d.]/g, '');
  return Number(text);
}

/** Picks the first open pre-match price and answers its key and odds. */
async function pickOne(book: SportsBook, skip = 0): Promise<{ key: string; odds: number }> {
  const cells = await book.oneCellPerMatch(skip + 1);
  const cell = cells[skip]!;
  const key = (await cell.getAttribute('data-key'))!;
  const odds = Number(await cell.getAttribute('data-odds'));
  await cell.click();
  return { key, odds };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

// Quick stakes and the three-way odds-change policy of the bet slip
// (docs/decisions/0005-cash-out-and-odds-policy.md).
test.describe('local sports book: quick stakes and the odds-change policy', () => {
  asMember('stakes01', () => {
    test('chips add to the stake, 最大 fills the most the slip can stake, and the bet is placed with it', async ({
      page,
      shell,
    }) => {
      await shell.openAsMember('stakes01');
      const book = new SportsBook(page);
      await book.open();
      await book.market('FU');
      await pickOne(book);
      await expect(book.slip.getByTestId('slip-limits')).toContainText('限额');
      // The reference brand leaves quickStakes out: the default chips.
      await book.slip.getByTestId('slip-quick-10').click();
      await book.slip.getByTestId('slip-quick-50').click();
      await expect(book.stake).toHaveValue('60');
      // Keyboard: the chips are buttons in the tab order.
      await book.slip.getByTestId('slip-quick-100').focus();
      await page.keyboard.press('Enter');
      await expect(book.stake).toHaveValue('160');

      const [min, max] = ((await book.slip.getByTestId('slip-limits').innerText()).match(/[\d.]+/g) ?? []).map(Number);
      expect(min).toBeGreaterThan(0);
      const most = Math.min(max!, await balance(page));
      await book.slip.getByTestId('slip-quick-max').click();
      await expect(book.stake).toHaveValue(String(round2(most)));

      await book.stake.fill('');
      await book.slip.getByTestId('slip-quick-10').click();
      const before = await balance(page);
      await book.place.click();
      await expect(page.getByTestId('slip-result')).toContainText('投注成功');
      await expect.poll(() => balance(page)).toBeCloseTo(before - 10, 2);
    });
  });

  asMember('policy01', () => {
    test('each policy: any takes a fall, higher takes a rise but asks about a fall, ask asks; the choice is kept on the server', async ({
      page,
      shell,
    }) => {
      await shell.openAsMember('policy01');
      const book = new SportsBook(page);
      const policy = book.slip.getByTestId('slip-odds-policy');
      await book.open();
      await book.market('FU');
      await expect(policy).toHaveValue('any');

      // 接受任何赔率变化: a lower price is taken at once and the bet goes through at it.
      const any = await pickOne(book);
      await book.stake.fill('10');
      await setPrice(any.key, round2(any.odds - 0.1));
      await expect(book.slip.getByTestId('slip-selection')).toHaveAttribute('data-key', any.key);
      await expect(book.slip.getByTestId('slip-accept-odds')).toHaveCount(0);
      await book.place.click();
      await expect(page.getByTestId('slip-result')).toContainText('投注成功');

      // 只接受更高赔率: a rise is taken without asking, a fall waits for acceptance.
      await policy.selectOption('higher');
      const higher = await pickOne(book, 1);
      await book.stake.fill('10');
      await setPrice(higher.key, round2(higher.odds + 0.1));
      await page.waitForTimeout(1_500);
      await expect(book.slip.getByTestId('slip-accept-odds')).toHaveCount(0);
      await setPrice(higher.key, round2(higher.odds - 0.2));
      await expect(book.slip.getByTestId('slip-accept-odds')).toBeVisible({ timeout: 10_000 });
      await expect(book.place).toBeDisabled();
      await book.slip.getByTestId('slip-accept-odds').click();
      await book.place.click();
      await expect(page.getByTestId('slip-result')).toContainText('投注成功');

      // 总是询问, kept on the server: a fresh page without the stored slip still has it, and a rise is asked about too.
      const saved = page.waitForResponse((response) => response.url().includes('setOddsPolicy'));
      await policy.selectOption('ask');
      await saved;
      await page.evaluate(() => localStorage.removeItem('betSlip'));
      await page.reload();
      await expect(book.slip).toBeVisible({ timeout: 20_000 });
      await expect(policy).toHaveValue('ask');
      await book.market('FU');
      const ask = await pickOne(book, 2);
      await book.stake.fill('10');
      await setPrice(ask.key, round2(ask.odds + 0.15));
      await expect(book.slip.getByTestId('slip-accept-odds')).toBeVisible({ timeout: 10_000 });
      await expect(book.place).toBeDisabled();
    });
  });
});
