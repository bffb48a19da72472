import { answerGraphicCaptcha } from '../support/captcha';
import { test, expect } from '../support/test';

test.describe('one working slice per remote', () => {
  test('mf-casino lists the live-casino venues from the server', async ({ page, shell }) => {
    await shell.open('/game/realbet');
    await expect(page.getByRole('heading', { name: '真人视讯' })).toBeVisible();
    await expect(page.getByTestId('venue-card').first()).toBeVisible();
    await shell.navLink('chess').click();
    await expect(page.getByRole('heading', { name: '棋牌游戏' })).toBeVisible();
    await expect(page.getByTestId('venue-card').first()).toBeVisible();
  });

  test('mf-sports lists the sports venues; entering needs login', async ({ page, shell }) => {
    await shell.open('/game/sport');
    const cards = page.getByTestId('sports-venue-card');
    await expect(cards.first()).toBeVisible();
    await cards.first().getByRole('button', { name: '进入' }).click();
    await expect(shell.toast).toHaveText('请先登录账号，才能了解更多');
  });

  test('mf-promotions lists the activities with category tabs', async ({ page, shell }) => {
    await shell.open('/activity/discount');
    await expect(page.getByTestId('discount-card').first()).toBeVisible();
    await page.getByRole('tab', { name: '体育' }).click();
    await expect(page.getByTestId('discount-card').first()).toBeVisible();
  });

  test('mf-chat warns about deposit channels before opening the support chat, which also offers the service link', async ({
    page,
    shell,
    context,
  }) => {
    // The service link points off this machine: answer it locally so the new window has a page.
    await context.route(
      (url) => !url.hostname.startsWith('127.'),
      (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: '<title>在线客服</title>' }),
    );
    await shell.open('/');
    await page.getByRole('button', { name: '在线客服' }).click();
    await expect(shell.dialog).toContainText('线下第三方代充值一律不予认可');
    await shell.dialog.getByRole('button', { name: '确定' }).click();
    const support = page.getByTestId('support-chat');
    await expect(support).toBeVisible();
    const popup = page.waitForEvent('popup');
    await support.getByRole('button', { name: '在新窗口打开客服' }).click();
    expect((await popup).url()).toMatch(/^https?:\/\//);
  });

  test('mf-auth logs the demo member in; the header shows the balance; mf-account shows the member', async ({
    page,
    shell,
  }) => {
    await shell.open('/');
    await shell.login();
    await expect(page.getByTestId('center-wallet-balance')).toHaveText('8888.00');
    await page.getByRole('link', { name: /会员中心/ }).click();
    await expect(page.getByTestId('mine-username')).toHaveText('demo888');
    await page.getByRole('button', { name: '退出' }).click();
    await expect(shell.toast).toHaveText('您已安全退出');
    await expect(page.getByTestId('header-login')).toBeVisible();
  });

  test('a wrong password toasts the server message and keeps what was typed', async ({ page, shell }) => {
    await shell.open('/');
    await page.getByTestId('header-login').click();
    await answerGraphicCaptcha(page, await shell.submitLogin('demo888', 'wrong1234'));
    await expect(shell.toast).toHaveText('账号或密码错误');
    const dialog = page.getByRole('dialog', { name: '登录与注册' });
    await expect(dialog.getByLabel('用户名')).toHaveValue('demo888');
    await expect(dialog.getByLabel('密码', { exact: true })).toHaveValue('wrong1234');
  });
});
