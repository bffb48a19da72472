import { request, type Browser, type Page } from '@playwright/test';
import { createHash } from 'node:crypto';
import { captchaType, graphicCaptcha, login as loginEndpoint } from 'shared/contract';
import { captchaAnswer } from '../support/api';
import { callConsole, operatorToken } from '../support/console';
import { luhnCard } from '../support/cards';
import { consoleLogin } from '../support/operators';
import { urls } from '../support/ports';
import { signedHeaders } from '../support/signing';
import { expect, test } from '../support/test';

/** The lite brand: no other spec withdraws there, so its rule disturbs nobody. */
const SITE = '2';
const MEMBER = { name: 'phonerule01', password: 'draw1234' };
const OPEN = { siteId: SITE, phoneForWithdraw: false, phoneForFunds: false, memberLocking: true, withdrawHoldHours: 0 };

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** A signed player call under the lite brand's site id. */
async function liteCall<T>(path: string, body: object, token?: string): Promise<{ status_code: number; data: T }> {
  const context = await request.newContext();
  try {
    const text = JSON.stringify(body);
    const headers = signedHeaders(path, text, SITE, Date.now(), token ?? '');
    const response = await context.post(urls.api + path, { headers, data: text });
    return (await response.json()) as { status_code: number; data: T };
  } finally {
    await context.dispose();
  }
}

/** The seeded member with a bound phone it never proved by a code: a withdraw password and a card. */
async function memberSession(): Promise<{ token: string; userId: string }> {
  // The login the auth remote makes: the captcha type first, then the graphic captcha it asks for.
  const type = await liteCall<{ kaptchcate: number }>(captchaType.path, { name: MEMBER.name, ktype: 4 });
  let captcha: { kaptchcate: number; codeId?: string; code?: string } = { kaptchcate: 0 };
  if (type.data.kaptchcate === 1) {
    const graphic = await liteCall<{ codeId: string }>(graphicCaptcha.path, {});
    const { text } = await captchaAnswer(graphic.data.codeId);
    captcha = { kaptchcate: 1, codeId: graphic.data.codeId, code: text ?? '' };
  }
  const login = await liteCall<{ token: string; userId: string }>(loginEndpoint.path, {
    isAgent: 0,
    name: MEMBER.name,
    password: md5(MEMBER.password),
    ...captcha,
  });
  expect(login.status_code).toBe(6000);
  const { token } = login.data;
  const password = md5('135790');
  await liteCall('/site/api/v1/user/withdrawal/pwd/set', { password, confirmPassword: password }, token);
  const card = await liteCall('/fd/api/v1/bankCard/add', { bankCode: 'CMB', cardNumber: luhnCard('622588') }, token);
  expect(card.status_code).toBe(6000);
  return login.data;
}

/** Saves the lite brand's 提款前须验证手机 on the console's 资金安全 page. */
async function setPhoneRule(desk: Page, on: boolean): Promise<void> {
  const brand = desk.getByRole('form', { name: `站点 ${SITE}` });
  await brand.getByRole('checkbox', { name: '提款前须验证手机' }).setChecked(on);
  await brand.getByRole('button', { name: '保存' }).click();
  const confirm = desk.getByRole('dialog', { name: '确认保存资金安全设置' });
  await confirm.getByLabel('原因').fill(on ? '提款须先验证手机' : '恢复默认');
  await confirm.getByRole('button', { name: '确认' }).click();
  await expect(confirm).toBeHidden();
  await expect(brand.getByRole('status')).toHaveText('已保存，立即生效');
}

async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await consoleLogin(page, 'admin');
  return page;
}

test.describe('brand fund rules', () => {
  test.afterAll(async () => {
    await callConsole('/fund-rules/save', { rules: OPEN, reason: 'e2e 收尾' }, await operatorToken('admin'));
  });

  test('admin requires a verified phone for withdrawals: the player is led to phone binding; off, it withdraws', async ({
    page,
    browser,
  }) => {
    test.slow();
    const session = await memberSession();
    await page.addInitScript(({ token, userId }) => {
      if (localStorage.getItem('token') === null) {
        localStorage.setItem('token', token);
        localStorage.setItem('userId', userId);
      }
    }, session);
    const desk = await adminPage(browser);
    await desk.getByRole('link', { name: '资金安全' }).click();
    await test.step('admin switches the phone rule on for the brand', async () => {
      await setPhoneRule(desk, true);
    });

    const submit = async () => {
      await page.goto(urls.lite + '/mine/takemoney');
      await page.getByRole('radio', { name: /招商银行/ }).check();
      await page.getByLabel('提款金额').fill('100');
      await page.getByLabel('提款密码', { exact: true }).fill('135790');
      await page.getByRole('button', { name: '立即提款' }).click();
    };
    await test.step('the withdrawal shows the message with 去验证, which opens the phone form', async () => {
      await submit();
      const tips = page.getByRole('dialog', { name: '温馨提示' });
      await expect(tips).toContainText('请先完成手机验证');
      await tips.getByRole('button', { name: '去验证' }).click();
      await expect(page).toHaveURL(/\/mine\/auth\?bind=phone/);
      await expect(page.getByRole('form', { name: '更换手机号码' })).toBeVisible();
    });

    await test.step('switched off, the same withdrawal is accepted', async () => {
      await setPhoneRule(desk, false);
      await submit();
      await expect(page.getByRole('status').filter({ hasText: '提款申请已提交' })).toBeVisible();
    });
    await desk.context().close();
  });
});
