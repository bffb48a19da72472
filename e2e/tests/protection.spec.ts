import { protectionSession } from 'shared/contract';
import { answerGraphicCaptcha } from '../support/captcha';
import { expect, test } from '../support/test';

/** Seeded in server/src/protection/seed-protect-members.ts; each test has its own, since a break never ends early. */
const PASSWORD = 'protect1234';

test.describe('player protection', () => {
  test('a deposit limit refuses a deposit over it with the reason, and a raise waits 24 hours', async ({
    page,
    shell,
  }) => {
    await shell.open('/');
    await shell.login('protect01', PASSWORD);
    await page.goto('/mine/responsible');
    await expect(page.getByRole('heading', { name: '负责任博彩' })).toBeVisible();
    await page.getByRole('textbox', { name: '每日存款限额（元）' }).fill('100');
    await page.getByRole('form', { name: '每日存款限额（元）' }).getByRole('button', { name: '保存' }).click();
    const day = page.getByTestId('limit-deposit-day');
    await expect(day).toContainText('¥100');
    await page.getByRole('textbox', { name: '每日存款限额（元）' }).fill('500');
    await page.getByRole('form', { name: '每日存款限额（元）' }).getByRole('button', { name: '保存' }).click();
    await expect(day.getByTestId('limit-pending')).toContainText(/将于 \d{4}-\d\d-\d\d \d\d:\d\d:\d\d 提高至 ¥500/);
    await expect(day).toContainText('¥100');

    await page.goto('/mine/savemoney');
    await page.getByRole('tab', { name: '三方充值' }).click();
    await page.getByRole('radio', { name: /快捷支付/ }).click();
    await page.getByLabel('存款金额').fill('300');
    await page.getByRole('button', { name: '立即存款' }).click();
    await expect(page.getByText(/超出您设置的每日存款限额 100\.00 元，本期还可存 100\.00 元/).first()).toBeVisible();
    await expect(page.getByTestId('deposit-order-status')).toHaveCount(0);
  });

  test('the page is in the member menu and the footer', async ({ page, shell }) => {
    await shell.open('/');
    await shell.login('protect03', PASSWORD);
    await shell.footer.getByRole('link', { name: '负责任博彩' }).click();
    await expect(page).toHaveURL(/\/mine\/responsible$/);
    await expect(page.getByRole('link', { name: '负责任博彩' }).first()).toBeVisible();
    await expect(page.getByRole('radio', { name: '每60分钟' })).toBeChecked();
  });

  test('self-exclusion logs out at once and login is refused with its end date', async ({ page, shell }) => {
    await shell.open('/');
    await shell.login('protect02', PASSWORD);
    await page.goto('/mine/responsible');
    const form = page.getByRole('form', { name: '自我排除' });
    await form.getByRole('radio', { name: '6个月' }).click();
    await form.getByLabel('登录密码').fill(PASSWORD);
    await form.getByRole('button', { name: '确认自我排除' }).click();
    await expect(page.getByTestId('header-login')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    await page.getByTestId('header-login').click();
    await answerGraphicCaptcha(page, await shell.submitLogin('protect02', PASSWORD));
    await expect(
      page.getByText(/您已申请自我排除至 \d{4}-\d\d-\d\d \d\d:\d\d:\d\d（北京时间），期间不能登录/).first(),
    ).toBeVisible();
    await expect(page.getByTestId('header-username')).toHaveCount(0);
  });

  test('the reality check interrupts after the chosen minutes with the time played, and logs out', async ({
    page,
    shell,
  }) => {
    // The browser's clock only: its timers jump ahead, the server keeps real time.
    await page.clock.install();
    await shell.open('/');
    await shell.login('protect04', PASSWORD);
    await page.goto('/mine/responsible');
    // The shell re-reads the session's facts after the change: the jump below waits for that answer,
    // or the timer still set for the old 60 minutes would be the one the clock jumps past.
    const reread = page.waitForResponse((response) => response.url().endsWith(protectionSession.path));
    await page.getByRole('radio', { name: '每15分钟' }).click();
    await expect(page.getByRole('radio', { name: '每15分钟' })).toBeChecked();
    await reread;
    // Its effect sets the new timer on the next render.
    await page.waitForTimeout(300);
    await expect(page.getByTestId('reality-check')).toHaveCount(0);

    await page.clock.fastForward('15:00');
    const check = page.getByRole('dialog', { name: '游戏时间提醒' });
    await expect(check).toBeVisible();
    await expect(check.getByTestId('reality-check')).toContainText(/您本次登录已游戏 1[56] 分钟/);
    await expect(check.getByTestId('reality-check-net')).toContainText('本次登录以来净输赢：¥0');
    await check.getByRole('button', { name: '退出登录' }).click();
    await expect(page.getByTestId('header-login')).toBeVisible();
  });
});
