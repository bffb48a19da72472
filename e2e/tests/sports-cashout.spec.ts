import type { Locator, Page } from '@playwright/test';
import { asMember } from '../support/members';
import { setPrice, SportsBook } from '../support/sports-book';
import { expect, test } from '../support/test';

/** The header's centre-wallet balance as a number. */
async function balance(page: Page): Promise<number> {
  const text = (await page.getByTestId('center-wallet-balance').innerText()).replace(/[^\d.]/g, '');
  return Number(text);
}

/** The live offer a cash-out control shows, in yuan (its data-offer, empty when there is none). */
async function offerOf(control: Locator): Promise<number> {
  await expect(control).toHaveAttribute('data-offer', /\d/, { timeout: 15_000 });
  return Number(await control.getAttribute('data-offer'));
}

/** Places a pre-match single of `stake` on the first open price and answers its price key and odds. */
async function placeSingle(page: Page, stake: string): Promise<{ key: string; odds: number }> {
  const book = new SportsBook(page);
  await book.open();
  const { cell, key, odds } = await book.firstPreMatchPrice();
  await cell.click();
  await book.placeWith(stake);
  await expect(page.getByTestId('slip-result')).toContainText('投注成功');
  return { key, odds };
}

// Cash out of open sports tickets (docs/decisions/0005-cash-out-and-odds-policy.md): priced from
// the live odds, settled through the ledger.
test.describe('local sports book: cash out', () => {
  asMember('cashout01', () => {
    test('the slip and the records show a live offer; cashing out pays it once and the record reads 已兑现', async ({
      page,
      shell,
    }) => {
      await shell.openAsMember('cashout01');
      const { key, odds } = await placeSingle(page, '100');
      // The slip's open bet carries its offer at once.
      const inSlip = page.getByTestId('slip-cash-out').getByTestId('cash-out');
      const first = await offerOf(inSlip);
      expect(first).toBeGreaterThan(0);
      expect(first).toBeLessThan(100);

      await page.goto('/mine/betRecord');
      const row = page.getByTestId('bet-record-row').first();
      const control = row.getByTestId('cash-out');
      await offerOf(control);
      // The price falls: the ticket is worth more, and the offer on the page follows without a reload.
      await setPrice(key, Math.max(1.05, Math.round((odds - 0.4) * 100) / 100));
      await expect.poll(async () => offerOf(control), { timeout: 15_000 }).toBeGreaterThan(first);

      const before = await balance(page);
      let paid = 0;
      // The feed may move the price between the look and the press: the refusal shows the new offer to confirm.
      for (let attempt = 0; attempt < 3 && paid === 0; attempt += 1) {
        const seen = await offerOf(control);
        await control.getByTestId('cash-out-offer').click();
        await expect(control.getByTestId('cash-out-confirm')).toContainText(seen.toFixed(2));
        await control.getByTestId('cash-out-confirm').click();
        // Either the row reloads settled, or the refusal names the new offer.
        // A row the records list is redrawing reads as not there yet, rather than holding up the poll.
        const textOf = (locator: Locator) => locator.innerText({ timeout: 1_000 }).catch(() => '');
        const outcome = async () => {
          if ((await textOf(row.getByTestId('bet-record-result'))).includes('已兑现')) return 'paid';
          const message = control.getByTestId('cash-out-message');
          return (await message.count()) > 0 && (await textOf(message)).includes('兑现金额已变为')
            ? 'moved'
            : 'waiting';
        };
        await expect.poll(outcome, { timeout: 15_000 }).not.toBe('waiting');
        if ((await outcome()) === 'paid') {
          paid = Number((await row.locator('td[data-num]').last().innerText()).replace(/[^\d.]/g, ''));
        }
      }
      expect(paid).toBeGreaterThan(100);
      await expect(row.getByTestId('bet-record-result')).toContainText('已兑现');
      await expect(row.getByTestId('cash-out')).toHaveCount(0);
      await expect.poll(() => balance(page)).toBeCloseTo(before + paid, 2);
      // Once: a reload shows the same balance and the ticket settled.
      await page.reload();
      await expect.poll(() => balance(page)).toBeCloseTo(before + paid, 2);
      await expect(page.getByTestId('bet-record-row').first().getByTestId('bet-record-result')).toContainText('已兑现');
    });
  });

  asMember('cashout02', () => {
    test('an offer that moved before the press is refused with the new offer, and nothing is paid', async ({
      page,
      shell,
    }) => {
      await shell.openAsMember('cashout02');
      const { key, odds } = await placeSingle(page, '50');
      await page.goto('/mine/betRecord');
      const row = page.getByTestId('bet-record-row').first();
      const control = row.getByTestId('cash-out');
      const seen = await offerOf(control);
      await control.getByTestId('cash-out-offer').click();
      await expect(control.getByTestId('cash-out-confirm')).toContainText(seen.toFixed(2));
      const before = await balance(page);
      // Between the look and the press the price rises a lot: the ticket is worth less now.
      await setPrice(key, Math.round((odds + 0.8) * 100) / 100);
      // The confirmation still names the amount seen at the press: that is what is sent.
      await expect.poll(async () => offerOf(control), { timeout: 15_000 }).toBeLessThan(seen);
      await expect(control.getByTestId('cash-out-confirm')).toContainText(seen.toFixed(2));
      await control.getByTestId('cash-out-confirm').click();
      const message = control.getByTestId('cash-out-message');
      await expect(message).toContainText('兑现金额已变为');
      const now = await offerOf(control);
      expect(now).toBeLessThan(seen);
      await expect(message).toContainText(now.toFixed(2));
      await expect(row.getByTestId('bet-record-result')).not.toContainText('已兑现');
      expect(await balance(page)).toBeCloseTo(before, 2);
    });
  });
});
