import type { Page } from '@playwright/test';
import { callApi } from '../support/api';
import { nextSliderChallenge, solveSlider } from '../support/captcha';
import { asMember } from '../support/members';
import { urls } from '../support/ports';
import { expect, test } from '../support/test';

/** The header's centre-wallet balance as a number. */
async function balance(page: Page): Promise<number> {
  return Number((await page.getByTestId('center-wallet-balance').innerText()).replace(/[^\d.]/g, ''));
}

/** The member's token, for a direct call (a second join is refused by the server, not only by the page). */
async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  if (token === null) throw new Error('no token');
  return token.replace(/^"|"$/g, '');
}

// Activities against the reference server's promotions, paid through the ledger.
test.describe('promotions', () => {
  asMember('promo01', () => {
    test('first deposit: join, a second join is refused, deposit, the bonus and its turnover, and a withdrawal held back by it', async ({
      page,
      shell,
    }) => {
      await shell.openAsMember('promo01', '/activity/firstDeposit/1');
      await expect(page.getByTestId('activity-status')).toContainText('进行中');
      await page.getByTestId('activity-join').getByRole('button', { name: '立即参加' }).click();
      await expect(page.getByTestId('activity-join').getByRole('button', { name: '已参加' })).toBeDisabled();
      const second = await callApi<unknown>(
        '/act/api/v1/promotion/joinActivity',
        { activityId: 1 },
        await tokenOf(page),
      );
      expect(second.status_code).toBe(6009);
      expect(second.message).toBe('您已参加该活动');

      // A bank transfer of 200, paid at the cashier.
      await page.goto('/mine/savemoney');
      // Joined, so the deposit page says the bonus comes with a deposit of at least its minimum.
      await expect(page.getByTestId('deposit-reward-1')).toContainText('本次存款满¥100，彩金随存款到账');
      await page.getByRole('tab', { name: '银行转账' }).click();
      await page.getByRole('radio', { name: /网银转账/ }).click();
      await page.getByLabel('存款金额').fill('200');
      await page.getByRole('button', { name: '立即存款' }).click();
      const orderNo = (await page.getByTestId('deposit-order-no').innerText()).trim();
      const confirmed = await callApi<{ status: string }>('/test/api/v1/deposits/confirm', { orderNo });
      expect(confirmed.data.status).toBe('paid');

      // The bonus came with the deposit, and the page says what it requires.
      await shell.open('/activity/firstDeposit/1');
      await expect(page.getByTestId('deposit-mine')).toContainText('¥200');
      await expect(page.getByTestId('deposit-bonus')).toContainText('已获彩金 ¥200，需完成有效流水 ¥400');
      await expect.poll(() => balance(page)).toBe(400);
      await shell.open('/mine/giftRecord');
      await expect(page.getByText('新会员首存送100%').first()).toBeVisible();

      // A withdrawal waits for the bonus's turnover.
      await shell.open('/mine/takemoney');
      await page.getByRole('textbox', { name: '提款金额' }).fill('100');
      await page.getByRole('textbox', { name: '提款密码' }).fill('135790');
      // The deposit's 200 and the bonus's 400: nothing bet yet.
      await expect(page.getByRole('status').filter({ hasText: '流水未达标，还需投注 ¥600 才能提款' })).toBeVisible();
      await expect(page.getByRole('button', { name: '立即提款' })).toBeDisabled();
    });
  });

  asMember('promo03', () => {
    test('the lucky wheel: a draw lands on the server’s prize and spends a chance', async ({ page, shell }) => {
      await shell.openAsMember('promo03', '/activity/drawGift/6');
      await expect(page.getByTestId('draw-chances')).toContainText('3');
      await page.getByTestId('draw-button').click();
      await expect(page.getByTestId('draw-result')).toContainText(/恭喜获得|谢谢参与/, { timeout: 15_000 });
      await expect(page.getByTestId('draw-chances')).toContainText('2');
      await expect(page.getByTestId('draw-history')).not.toBeEmpty();
    });
  });

  asMember('promo04', () => {
    test('friend invitation: a friend registered through the link is listed', async ({ page, shell, browser }) => {
      await shell.openAsMember('promo04', '/activity/friendInvitation');
      const code = (await page.getByTestId('invite-code').innerText()).trim();
      expect(code).toMatch(/^A\d+$/);
      await expect(page.getByTestId('invite-link')).toContainText(`icode=${code}`);
      await expect(page.getByTestId('invite-friends-empty')).toBeVisible();
      // A friend opens the site with the code (the link's ?register=1&icode=) and registers through the dialog.
      const friendContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
      const friend = await friendContext.newPage();
      await friend.goto(`${urls.site}/?register=1&icode=${code}`);
      const dialog = friend.getByRole('dialog', { name: '登录与注册' });
      await dialog.getByLabel('用户名').fill(`fr${Date.now() % 1_000_000}`);
      await dialog.getByLabel('密码', { exact: true }).fill('friend1234');
      await dialog.getByLabel('确认密码').fill('friend1234');
      await dialog.getByRole('checkbox').check();
      const slider = nextSliderChallenge(friend);
      await dialog.getByRole('button', { name: '注册', exact: true }).click();
      await solveSlider(friend, slider);
      await expect(friend.getByTestId('header-username')).toBeVisible();
      await friendContext.close();
      await page.reload();
      await expect(page.getByTestId('invite-friend')).toHaveCount(1);
      await expect(page.getByTestId('invite-friend')).toContainText('未存款');
    });
  });

  asMember('promo05', () => {
    test('VIP: playing moves the turnover progress, and the grade climbs with its bonus', async ({ page, shell }) => {
      await shell.openAsMember('promo05', '/mine/vip');
      const card = page.getByTestId('vip-grade-card');
      await expect(card).toContainText('VIP0');
      await expect(card).toContainText('还需');
      const before = await card.innerText();
      // Turnover through the local sports book would do as well; the demo slot is quicker: ¥50 spins.
      await shell.open('/mine/transfermoney');
      await page.getByTestId('venue-wallet-PPDZ').getByRole('button', { name: '转入PP电子' }).click();
      await page.getByLabel('转账金额').fill('1000');
      await page.getByTestId('transfer-submit').click();
      await expect(page.getByText('转账成功：¥1,000')).toBeVisible();
      await shell.open('/game/egame?vendor=PPDZ');
      await page.getByTestId('game-card').first().click();
      const game = page.frameLocator('[data-testid="game-frame"]');
      await game.getByRole('button', { name: '50' }).click();
      for (let spin = 1; spin <= 3; spin += 1) {
        await game.getByTestId('slot-spin').click();
        await expect(game.getByTestId('slot-result')).toHaveAttribute('data-round', String(spin));
      }
      await shell.open('/mine/vip');
      await expect(card).not.toHaveText(before);
      await expect(card).toContainText('150');
    });
  });
});
