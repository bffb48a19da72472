import { lastCode } from '../support/api';
import { expect, test } from '../support/test';

// The bound-phone guard against kept-alive tabs: a page it refused keeps no tab, and once the member
// has bound the phone and the real name the same button opens the page.
test.describe('bound-phone guard', () => {
  test('sends a member without a phone to bind it, then lets them add a card, with no leftover tab', async ({
    page,
    shell,
  }) => {
    test.slow();
    await shell.open('/');
    await shell.login('profile03', 'profile1234');
    await shell.openAsMember('profile03', '/mine/userinfo');
    const tabs = page.getByTestId('tab-bar');
    const cardButton = page.getByRole('link', { name: '绑定银行卡 去绑定' });

    await cardButton.click();
    const tip = page.getByRole('dialog').filter({ hasText: '请先绑定手机号码并完善真实姓名' });
    await expect(tip).toBeVisible();
    await expect(page).toHaveURL(/\/mine\/auth\?bind=phone$/);
    await tip.getByRole('button', { name: '确定' }).click();
    await expect(tabs.getByRole('link', { name: '银行卡' })).toHaveCount(0);

    // The phone, with the code the server "sent".
    await page.getByRole('textbox', { name: '手机号码' }).fill('13700003333');
    await page.getByRole('button', { name: '获取验证码' }).first().click();
    await expect(page.getByRole('button', { name: /秒后重新获取/ }).first()).toBeVisible();
    await page
      .getByLabel('验证码')
      .first()
      .fill(await lastCode('13700003333'));
    await page.getByRole('button', { name: '绑定手机号码' }).click();
    await expect(page.getByText('手机号码已绑定')).toBeVisible();

    // The real name, on the profile page reached through its kept tab (no reload).
    await tabs.getByRole('link', { name: '个人资料' }).click();
    // The field: the security page, with a 真实姓名 section of that name, stays on screen until the
    // profile page is ready (the navigation is a transition).
    await page.getByRole('textbox', { name: '真实姓名' }).fill('李四');
    await page.getByLabel('生日').fill('1990-05-01');
    await page.getByRole('radio', { name: '男' }).check();
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByRole('button', { name: '确认保存' }).click();
    await expect(page.getByText('资料已保存')).toBeVisible();

    await cardButton.click();
    await expect(page).toHaveURL(/\/mine\/addBankCard$/);
    await expect(page.getByLabel('持有人')).toHaveValue('李四');
    await expect(page.getByRole('dialog').filter({ hasText: '请先绑定手机号码并完善真实姓名' })).toHaveCount(0);
    await expect(tabs.getByRole('link', { name: '银行卡' })).toHaveCount(1);
  });
});
