import { captchaAnswer } from '../support/api';
import { nextGraphicCaptcha } from '../support/captcha';
import { supportChat, uniqueText } from '../support/chat';
import { expectFocusRing, tabTo } from '../support/keyboard';
import { memberState } from '../support/members';
import { DEMO } from '../support/shell-page';
import { expect, test } from '../support/test';

// The four journeys with the keyboard alone: after the first page.goto no mouse is used.
test.describe('keyboard journeys', () => {
  test('log in: Tab to 登录 in the header, Enter, type, submit', async ({ page, shell }) => {
    await shell.open('/');
    await tabTo(page, page.getByTestId('header-login'));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: '登录与注册' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('用户名').focus();
    await page.keyboard.type(DEMO.username);
    await tabTo(page, dialog.getByLabel('密码', { exact: true }), 5);
    await page.keyboard.type(DEMO.password);
    const captcha = nextGraphicCaptcha(page);
    await page.keyboard.press('Enter');
    const check = page.getByRole('dialog', { name: '图形验证' });
    await expect(check).toBeVisible();
    const answer = (await captchaAnswer(await captcha)).text!;
    await check.getByLabel('验证码').focus();
    await page.keyboard.type(answer);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('header-username')).toContainText(DEMO.username);
  });

  test.describe(() => {
    test.use({ storageState: memberState('policy01') });
    test('place a single bet: a price, a stake, 投注', async ({ page, shell }) => {
      await shell.openAsMember('policy01', '/game/sport/crty');
      const slip = page.getByTestId('bet-slip');
      await expect(slip).toBeVisible({ timeout: 20_000 });
      const tab = page.getByTestId('market-tab-FU');
      await tab.focus();
      await page.keyboard.press('Enter');
      const cell = page.locator('[data-testid="odds-cell"][data-key$="|M|H"]:not([disabled])').first();
      await expect(cell).toBeVisible({ timeout: 15_000 });
      await cell.focus();
      await expectFocusRing(cell);
      await page.keyboard.press('Enter');
      await expect(slip.getByTestId('slip-selection')).toHaveCount(1);
      const stake = slip.getByTestId('slip-stake');
      await stake.focus();
      await page.keyboard.type('10');
      const place = slip.getByTestId('slip-place');
      await expect(place).toBeEnabled();
      await tabTo(page, place, 15);
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('slip-result')).toContainText('投注成功');
    });
  });

  test.describe(() => {
    test.use({ storageState: memberState('deposit03') });
    test('make a deposit: a type, a channel, an amount, 立即存款, then the waiting screen', async ({ page, shell }) => {
      await shell.openAsMember('deposit03', '/mine/savemoney');
      const type = page.getByRole('tab', { name: '三方充值' });
      await type.focus();
      await page.keyboard.press('Enter');
      await expect(type).toHaveAttribute('aria-selected', 'true');
      const channel = page.getByRole('radio', { name: /快捷支付/ });
      await channel.focus();
      await page.keyboard.press('Space');
      await expect(channel).toBeChecked();
      await page.getByLabel('存款金额').focus();
      await page.keyboard.type('50');
      await tabTo(page, page.getByRole('button', { name: '立即存款' }), 20);
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('deposit-order-status')).toHaveText('待支付');
      await expect(page.getByTestId('deposit-wait-recharge')).toBeVisible();
      // Leaves no open order behind (a member may hold only a few): 关闭订单 → 确定关闭, by keyboard too.
      await page.getByRole('button', { name: '关闭订单' }).focus();
      await page.keyboard.press('Enter');
      const confirm = page.getByRole('dialog').getByRole('button', { name: '确定关闭' });
      await confirm.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('deposit-order-status')).not.toHaveText('待支付');
    });
  });

  test.describe(() => {
    test.use({ storageState: memberState('demo888') });
    test('support chat: open 在线客服, confirm the notice, type and send', async ({ page, shell }) => {
      await shell.openAsMember('demo888');
      const support = supportChat(page);
      await tabTo(page, support.entry);
      await page.keyboard.press('Enter');
      const warning = page.getByRole('dialog', { name: '温馨提示' });
      await expect(warning).toBeVisible();
      await warning.getByRole('button', { name: '确定' }).focus();
      await page.keyboard.press('Enter');
      await expect(support.window).toBeVisible();
      await support.chat.ready();
      await expect(support.chat.input).toBeFocused();
      const text = uniqueText('键盘提问');
      await page.keyboard.type(text);
      await page.keyboard.press('Enter');
      await expect(support.chat.line(text)).toHaveAttribute('data-mine', 'true', { timeout: 20_000 });
    });
  });
});
