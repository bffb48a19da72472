import { asMember } from '../support/members';
import { expect, test } from '../support/test';

// rebate01 (server seed 'vip-members-v1') played yesterday: 1,000 of slots at CQ9电子 and 500 of
// fishing at AG捕鱼王. Its welfare list offers yesterday's rebate at the VIP0 rates (0.5 % each).
asMember('rebate01', () => {
  test("daily rebate: yesterday's rebate by game category is claimed once, and shows in the gift and wallet records", async ({
    page,
    shell,
  }) => {
    await shell.openAsMember('rebate01', '/mine/welfare');
    const card = page.getByTestId('welfare-item').filter({ hasText: '每日返水' });
    await expect(card).toHaveCount(1);
    await expect(card.getByTestId('welfare-amount')).toHaveText('¥7.50');
    await expect(card.getByTestId('welfare-rebate-line')).toHaveText([
      '电子：有效流水 ¥1,000 × 0.5% = ¥5',
      '捕鱼：有效流水 ¥500 × 0.5% = ¥2.50',
    ]);
    await expect(card).toContainText('需完成流水 ¥7.50 后方可提款');

    const title = (await card.getByRole('heading', { level: 3 }).innerText()).trim();
    await card.getByRole('button', { name: `领取${title}` }).click();
    await expect(shell.toast.filter({ hasText: '成功领取 1 项福利，共 ¥7.50' })).toBeVisible();
    await expect(page.getByTestId('welfare-item').filter({ hasText: '每日返水' })).toHaveCount(0);
    // Looking again offers the day no second time.
    await page.reload();
    await expect(page.getByTestId('welfare-page')).toBeVisible();
    await expect(page.getByTestId('welfare-item').filter({ hasText: '每日返水' })).toHaveCount(0);

    await shell.open('/mine/giftRecord');
    const gift = page.getByTestId('gift-record').filter({ hasText: title });
    await expect(gift).toHaveCount(1);
    await expect(gift).toContainText('返水');
    await expect(gift).toContainText('+¥7.50');
    await shell.open('/mine/transRecord');
    const deal = page.getByTestId('deal-record').filter({ hasText: title });
    await expect(deal).toHaveCount(1);
    await expect(deal).toContainText('+¥7.50');
  });
});
