import { asMember } from '../support/members';
import { expect, test } from '../support/test';

// The day's withdrawals follow the member's VIP grade (vip_grades.daily_withdrawals): VIP0 and VIP1
// five of each kind, VIP2 six. The withdraw page shows the count withdraw/new enforces.
test.describe('withdrawals a day by VIP grade', () => {
  asMember('demo888', () => {
    test('a VIP2 member may withdraw six times a day', async ({ page, shell }) => {
      await shell.openAsMember('demo888', '/mine/takemoney');
      await expect(page.getByText(/今日已提 \d+\/6 次/)).toBeVisible();
    });
  });

  asMember('promo01', () => {
    test('a VIP0 member five times', async ({ page, shell }) => {
      await shell.openAsMember('promo01', '/mine/takemoney');
      await expect(page.getByText(/今日已提 \d+\/5 次/)).toBeVisible();
    });
  });
});
