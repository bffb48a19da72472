import type { Page } from '@playwright/test';
import { asMember } from '../support/members';
import { expect, test } from '../support/test';

/** The header's centre-wallet balance as a number. */
async function balance(page: Page): Promise<number> {
  return Number((await page.getByTestId('center-wallet-balance').innerText()).replace(/[^\d.]/g, ''));
}

// Activity 13 (server seed 'race-results-v1') ended two days before the run: champ01 played 2,000 in
// its window (first place, 888), sprint02 1,200 (second, 388). The first look after the end pays them.
asMember('champ01', () => {
  test('race: after its end the page lists who won, the member’s own prize is paid once and is in the gift records', async ({
    page,
    shell,
  }) => {
    await shell.openAsMember('champ01', '/activity/racePage/13');
    await expect(page.getByTestId('activity-status')).toContainText('已结束');
    const winners = page.getByTestId('race-winners');
    await expect(winners.getByRole('row', { name: '1 ch*** ¥2,000 ¥888' })).toBeVisible();
    await expect(winners.getByRole('row', { name: '2 sp*** ¥1,200 ¥388' })).toBeVisible();
    await expect(page.getByTestId('race-my-prize')).toHaveText('恭喜您获得第 1 名，奖金 ¥888 已发放至中心钱包');
    // 5,000 opening less 2,000 played at CQ9电子, plus the prize.
    await expect.poll(() => balance(page)).toBe(3_888);

    // Looking again pays nothing more.
    await page.reload();
    await expect(page.getByTestId('race-my-prize')).toBeVisible();
    await expect.poll(() => balance(page)).toBe(3_888);

    await shell.open('/mine/giftRecord');
    const gift = page.getByTestId('gift-record').filter({ hasText: '电子游戏周冲榜赛·第1名' });
    await expect(gift).toHaveCount(1);
    await expect(gift).toContainText('+¥888');
  });
});
