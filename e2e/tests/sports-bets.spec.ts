import type { Page } from '@playwright/test';
import { asMember } from '../support/members';
import { finishMatch, keyParts, setPrice, SportsBook } from '../support/sports-book';
import { expect, test } from '../support/test';

/** The header's centre-wallet balance as a number. */
async function balance(page: Page): Promise<number> {
  const text = (await page.getByTestId('center-wallet-balance').innerText()).replace(/[^\d.]/g, '');
  return Number(text);
}

// Bets placed against the reference venue, each test with its own funded member.
test.describe('local sports book: placing bets', () => {
  asMember('sports01', () => {
    test('a single, a multiple and a series bet are placed and listed in the records', async ({ page, shell }) => {
      await shell.openAsMember('sports01');
      const book = new SportsBook(page);
      await book.open();
      await book.market('FU');
      const cells = await book.oneCellPerMatch(4);

      await cells[0]!.click();
      await book.placeWith('10');
      await expect(page.getByTestId('slip-result')).toContainText('投注成功');

      await book.mode('multiple');
      await cells[1]!.click();
      await cells[2]!.click();
      await expect(book.slipSelections).toHaveCount(2);
      await book.placeWith('10');
      await expect(page.getByTestId('slip-result')).toContainText('投注成功');

      await book.mode('series');
      await cells[2]!.click();
      await cells[3]!.click();
      await expect(book.slipSelections).toHaveCount(2);
      await book.placeWith('20');
      await expect(page.getByTestId('slip-result')).toContainText('投注成功');

      await page.goto('/mine/betRecord');
      // One single, two tickets of the multiple, one parlay.
      await expect(page.getByTestId('bet-record-row')).toHaveCount(4);
      await expect(page.getByTestId('bet-record-total')).toContainText('4');
    });
  });

  asMember('sports02', () => {
    test('an in-play bet waits for confirmation and blocks new selections meanwhile', async ({ page, shell }) => {
      await shell.openAsMember('sports02');
      const book = new SportsBook(page);
      await book.open();
      await book.market('RB');
      const [live, other] = await book.oneCellPerMatch(2);
      await live!.click();
      await book.placeWith('10');
      await expect(page.getByTestId('slip-pending')).toBeVisible();
      await other!.click();
      await expect(book.slipMessage).toContainText('当前还有订单正在确认中，请稍等');
      // The venue then accepts or rejects it; either way the slip says which and unblocks.
      await expect(page.getByTestId('slip-result')).toContainText(/投注成功|已拒绝/, { timeout: 15_000 });
      await expect(page.getByTestId('slip-pending')).toBeHidden();
    });
  });

  asMember('sports03', () => {
    test('under 总是询问 a moved price must be accepted before betting', async ({ page, shell }) => {
      await shell.openAsMember('sports03');
      const book = new SportsBook(page);
      await book.open();
      const { cell, key, odds } = await book.firstPreMatchPrice();
      await cell.click();
      await book.slip.getByTestId('slip-odds-policy').selectOption('ask');
      await book.stake.fill('10');

      await setPrice(key, Math.round((odds + 0.12) * 100) / 100);
      await expect(book.slip.getByTestId('slip-accept-odds')).toBeVisible();
      await expect(book.place).toBeDisabled();
      // The feed keeps moving prices: a move after the acceptance asks again, as it would a player.
      const accept = book.slip.getByTestId('slip-accept-odds');
      await expect(async () => {
        if (await accept.isVisible()) await accept.click();
        await book.place.click({ timeout: 2_000 });
      }).toPass({ timeout: 60_000 });
      await expect(page.getByTestId('slip-result')).toContainText('投注成功');
    });
  });

  asMember('sports04', () => {
    test('settling a match pays the winnings into the balance and the record shows 赢', async ({ page, shell }) => {
      await shell.openAsMember('sports04');
      const book = new SportsBook(page);
      await book.open();
      await book.market('FU');
      // A home win on 1X2 of a pre-match fixture, so the final score decides it plainly.
      // The last one rendered: the other files pick from the top, and this match is about to end.
      const key = (await page
        .locator('[data-testid="odds-cell"][data-key$="|M|H"]:not([disabled])')
        .last()
        .getAttribute('data-key'))!;
      const cell = book.cell(key);
      const odds = Number(await cell.getAttribute('data-odds'));
      await cell.click();
      const before = await balance(page);
      await book.placeWith('100');
      await expect(page.getByTestId('slip-result')).toContainText('投注成功');
      await expect.poll(() => balance(page)).toBeCloseTo(before - 100, 2);

      expect(await finishMatch(keyParts(key).gameId, 3, 0)).toBeGreaterThan(0);
      await page.goto('/mine/betRecord');
      const row = page.getByTestId('bet-record-row').first();
      await expect(row.getByTestId('bet-record-result')).toContainText('赢');
      // The status filter: the settled ticket is under 已结算 and gone from 未结算.
      await page.getByTestId('bet-record-status-filter').selectOption('unsettled');
      await expect(page.getByTestId('bet-record-row')).toHaveCount(0);
      await page.getByTestId('bet-record-status-filter').selectOption('settled');
      await expect(page.getByTestId('bet-record-row')).toHaveCount(1);
      await expect.poll(() => balance(page)).toBeCloseTo(before - 100 + Math.round(100 * odds * 100) / 100, 2);
    });
  });
});
