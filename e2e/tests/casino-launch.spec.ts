import type { Page } from '@playwright/test';
import { asMember } from '../support/members';
import { expect, test } from '../support/test';

/** A figure shown as money (¥1,234.50 or 1234.50) as a number of yuan. */
async function yuan(page: Page, testId: string): Promise<number> {
  return Number((await page.getByTestId(testId).first().innerText()).replace(/[^\d.-]/g, ''));
}

function venueCard(page: Page, name: string) {
  return page.getByTestId('venue-card').filter({ has: page.getByText(name, { exact: true }) });
}

// Entering venues through every launch branch of SPEC §4, against the reference server.
test.describe('casino: launching games', () => {
  test('a visitor is asked to log in; a venue under maintenance has no way in', async ({ page, shell }) => {
    await shell.open('/game/realbet');
    await expect(venueCard(page, 'BG真人')).toContainText('维护中');
    await expect(venueCard(page, 'BG真人').getByRole('button')).toHaveCount(0);
    await venueCard(page, 'AG真人').getByRole('button', { name: /进入/ }).click();
    await expect(page.getByText('请先登录账号，才能了解更多').first()).toBeVisible();
    await expect(page).toHaveURL(/\/game\/realbet$/);
  });

  asMember('casino02', () => {
    test('each launch branch: in-app frame, new window, a site path and the host page; a hostile address is never framed', async ({
      page,
      shell,
    }) => {
      let dialogs = 0;
      page.on('dialog', (dialog) => {
        dialogs += 1;
        void dialog.dismiss();
      });
      await shell.openAsMember('casino02', '/game/evil?url=javascript:alert(1)');
      await expect(page.getByTestId('not-found')).toBeVisible();
      await expect(page.getByTestId('game-frame')).toHaveCount(0);
      await page.goto('/pg/game?venue=PGDZ&ticket=not-a-ticket');
      await expect(page.getByText('游戏链接无效')).toBeVisible();
      await expect(page.getByTestId('game-frame')).toHaveCount(0);
      expect(dialogs).toBe(0);

      // An http address in the in-app game route (innerGame on).
      await shell.openAsMember('casino02', '/game/realbet');
      await venueCard(page, 'AG真人').getByRole('button', { name: /进入/ }).click();
      await expect(page).toHaveURL(/\/game\/agzr\?url=/);
      await expect(page.frameLocator('[data-testid="game-frame"]').getByTestId('lobby-uid')).toHaveText(/^\d+$/);

      // G1CP always opens a new window.
      await shell.open('/game/lottery');
      const popupPromise = page.waitForEvent('popup');
      await venueCard(page, 'G1彩票').getByRole('button', { name: /进入/ }).click();
      const popup = await popupPromise;
      await expect(popup).toHaveURL(/\/venue\/lobby\/G1CP\?uid=\d+/);
      await popup.close();
      await expect(page).toHaveURL(/\/game\/lottery$/);

      // A site path: /dz/game on the site's own origin, which opens the ticket.
      await shell.open('/game/chess');
      await venueCard(page, '财神棋牌').getByRole('button', { name: /进入/ }).click();
      await expect(page).toHaveURL(/\/dz\/game\?venue=VGQP&ticket=/);
      await expect(page.getByTestId('game-frame')).toBeVisible();
      await expect(page.getByTestId('host-venue-balance')).toContainText('0');

      // A ticket: the full-window host page /pg/game.
      await shell.open('/game/egame?vendor=PGDZ');
      await page.getByTestId('game-card').first().click();
      await expect(page).toHaveURL(/\/pg\/game\?venue=PGDZ&ticket=/);
      await expect(page.frameLocator('[data-testid="game-frame"]').getByTestId('slot-spin')).toBeVisible();
      await page.getByTestId('host-back').click();
      await expect(page).toHaveURL(/\/game\/egame/);
    });
  });

  asMember('casino01', () => {
    test('a running activity asks for a transfer in first; ten spins agree with the venue balance and the bet records', async ({
      page,
      shell,
    }) => {
      await shell.openAsMember('casino01', '/game/egame?vendor=PPDZ');
      const name = (await page.getByTestId('game-card').first().getAttribute('aria-label')) ?? '';
      await page.getByTestId('game-card').first().click();

      // 6413: the into-venue dialog with the server's message.
      const dialog = page.getByRole('dialog', { name: '转入' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText('流水');
      await expect(dialog.getByTestId('centre-balance')).toContainText('5000.00');
      await dialog.getByRole('button', { name: '确定' }).click();
      await expect(dialog.getByText('请输入转账金额')).toBeVisible();
      await dialog.getByLabel('转账金额').fill('100');
      await dialog.getByRole('button', { name: '确定' }).dblclick();
      await expect(page.getByText('转账成功').first()).toBeVisible();
      await expect(page).toHaveURL(/\/game\/ppdz\?url=/);
      await expect(dialog).toHaveCount(0);

      // Ten spins at ¥1 in the demo slot.
      const game = page.frameLocator('[data-testid="game-frame"]');
      await expect(game.getByTestId('game-balance')).toContainText('100');
      for (let spin = 1; spin <= 10; spin += 1) {
        await game.getByTestId('slot-spin').click();
        await expect(game.getByTestId('slot-result')).toHaveAttribute('data-round', String(spin));
      }
      const inGame = Number((await game.getByTestId('game-balance').innerText()).replace(/[^\d.-]/g, ''));

      // The transfer page: the centre wallet lost exactly 100 once, the venue holds what the game shows.
      await shell.open('/mine/transfermoney');
      await expect(page.getByTestId('transfer-centre-balance')).toHaveText('¥4,900');
      const venue = page.getByTestId('venue-wallet-PPDZ').getByTestId('venue-balance');
      expect(Number((await venue.innerText()).replace(/[^\d.-]/g, ''))).toBeCloseTo(inGame, 2);

      // The bet records: ten rounds of that game, whose win/loss is the balance's change.
      await shell.open('/mine/betRecord?venue=PPDZ');
      await expect(page.getByTestId('bet-record-round')).toHaveCount(10);
      await expect(page.getByTestId('bet-record-round').first()).toContainText(name);
      await expect(page.getByTestId('bet-record-total-count')).toHaveText('10');
      expect(await yuan(page, 'bet-record-total-winloss')).toBeCloseTo(inGame - 100, 2);
    });
  });
});
