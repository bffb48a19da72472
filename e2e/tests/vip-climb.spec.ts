import type { Page } from '@playwright/test';
import { asMember } from '../support/members';
import { expect, test } from '../support/test';

/** Moves `amount` from the centre wallet into PP电子 on the transfer page. */
async function transferToPpdz(page: Page, amount: number): Promise<void> {
  await page.getByTestId('venue-wallet-PPDZ').getByRole('button', { name: '转入PP电子' }).click();
  await page.getByLabel('转账金额').fill(String(amount));
  await page.getByTestId('transfer-submit').click();
  await expect(page.getByText(`转账成功：¥${amount}`)).toBeVisible();
}

// vip01 (server seed 'vip-members-v1') deposited 1,000 and played 4,950 of slots: one ¥50 spin short of
// VIP1 (deposit 1,000 + turnover 5,000, upgrade bonus 18).
asMember('vip01', () => {
  test('VIP: the spin that completes the turnover climbs to VIP1, and its upgrade bonus is in the gift and wallet records', async ({
    page,
    shell,
  }) => {
    await shell.openAsMember('vip01', '/mine/vip');
    const card = page.getByTestId('vip-grade-card');
    await expect(card.getByRole('heading', { level: 2 })).toHaveText('VIP0');
    await expect(page.getByTestId('vip-progress-deposit-note')).toHaveText('已达成');
    await expect(page.getByTestId('vip-progress-turnover')).toContainText('¥4,950 / ¥5,000');
    await expect(page.getByTestId('vip-progress-turnover-note')).toHaveText('还需 ¥50');

    await shell.open('/mine/transfermoney');
    await transferToPpdz(page, 100);
    await shell.open('/game/egame?vendor=PPDZ');
    await page.getByTestId('game-card').first().click();
    const game = page.frameLocator('[data-testid="game-frame"]');
    await game.getByRole('button', { name: '50' }).click();
    await game.getByTestId('slot-spin').click();
    await expect(game.getByTestId('slot-result')).toHaveAttribute('data-round', '1');

    await shell.open('/mine/vip');
    await expect(card.getByRole('heading', { level: 2 })).toHaveText('VIP1');
    // On the way to VIP2 now: deposit 5,000 and turnover 30,000.
    await expect(page.getByTestId('vip-progress-turnover')).toContainText('¥5,000 / ¥30,000');
    await expect(page.getByTestId('vip-progress-deposit')).toContainText('¥1,000 / ¥5,000');

    // The upgrade bonus, paid once into the centre wallet with its 1× turnover.
    await shell.open('/mine/giftRecord');
    const gift = page.getByTestId('gift-record').filter({ hasText: 'VIP1晋级礼金' });
    await expect(gift).toHaveCount(1);
    await expect(gift).toContainText('+¥18');
    await shell.open('/mine/transRecord');
    const deal = page.getByTestId('deal-record').filter({ hasText: 'VIP1晋级礼金' });
    await expect(deal).toHaveCount(1);
    await expect(deal).toContainText('+¥18');
  });
});
