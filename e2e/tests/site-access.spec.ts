import type { Browser, Page } from '@playwright/test';
import { callConsole, operatorToken } from '../support/console';
import { nextSliderChallenge, SLIDER_TEXTS_TW, solveSlider } from '../support/captcha';
import { consoleLogin } from '../support/operators';
import { urls } from '../support/ports';
import { expect, test } from '../support/test';

/** The pro brand (site 3) speaks zh-TW: its labels, as shared/scripts/to-traditional writes them. */
const TW = {
  authDialog: '登入與註冊',
  username: '使用者名稱',
  password: '密碼',
  repeat: '確認密碼',
  register: '註冊',
  tips: '溫馨提示',
  ok: '確定',
};

/** The brand no other spec registers on, so suspending its registration disturbs nobody. */
const SITE = '3';

const OPEN = {
  siteId: SITE,
  maintenance: false,
  maintenanceMessage: '',
  loginSuspended: false,
  registerSuspended: false,
  suspendedNotice: 'popup',
  suspendedMessage: '',
  blockedRegions: [],
  warnedRegions: [],
  deniedIps: [],
};

async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await consoleLogin(page, 'admin');
  return page;
}

/** Saves the brand's form on the console's 站点访问 page after ticking 暂停注册 on or off. */
async function setRegistration(desk: Page, suspended: boolean): Promise<void> {
  const brand = desk.getByRole('form', { name: `站点 ${SITE}` });
  await brand.getByRole('checkbox', { name: '暂停注册' }).setChecked(suspended);
  await brand.getByRole('button', { name: '弹窗' }).click();
  await brand.getByRole('button', { name: '保存' }).click();
  const confirm = desk.getByRole('dialog', { name: '确认保存站点访问设置' });
  await confirm.getByLabel('原因').fill(suspended ? '注册通道检修' : '检修完成');
  await confirm.getByRole('button', { name: '确认保存' }).click();
  await expect(confirm).toBeHidden();
  await expect(brand.getByRole('status')).toHaveText('已保存，立即生效');
}

test.describe('site access', () => {
  // Whatever happens above, the brand is open again for every other spec.
  test.afterAll(async () => {
    const admin = await operatorToken('admin');
    await callConsole('/site-access/save', { access: OPEN, reason: 'e2e 收尾' }, admin);
  });

  test('admin suspends registration in the console: the register dialog shows the popup; reopened, it registers', async ({
    page,
    browser,
    shell,
  }) => {
    test.slow();
    const desk = await adminPage(browser);
    await desk.getByRole('link', { name: '站点访问' }).click();

    await test.step('admin switches registration off with the popup notice', async () => {
      await setRegistration(desk, true);
    });

    const name = `sa${Date.now() % 1_000_000}`;
    const dialog = page.getByRole('dialog', { name: TW.authDialog });
    await test.step('the player fills the register form; the answer opens the tips dialog', async () => {
      await page.goto(urls.pro + '/');
      await shell.live();
      await page.getByTestId('header-register').click();
      await dialog.getByLabel(TW.username).fill(name);
      await dialog.getByLabel(TW.password, { exact: true }).fill('good1234');
      await dialog.getByLabel(TW.repeat).fill('good1234');
      await dialog.getByRole('checkbox').check();
      const slider = nextSliderChallenge(page);
      await dialog.getByRole('button', { name: TW.register, exact: true }).click();
      await solveSlider(page, slider, 0, SLIDER_TEXTS_TW);
      const tips = page.getByRole('dialog', { name: TW.tips });
      await expect(tips).toContainText('登录注册功能已暂停');
      await tips.getByRole('button', { name: TW.ok }).click();
      await expect(tips).toBeHidden();
      await expect(page.getByTestId('header-register')).toBeVisible();
    });

    await test.step('switched back on in the desk, the same form registers', async () => {
      await setRegistration(desk, false);
      const slider = nextSliderChallenge(page);
      await dialog.getByRole('button', { name: TW.register, exact: true }).click();
      await solveSlider(page, slider, 0, SLIDER_TEXTS_TW);
      await expect(page.getByTestId('header-username')).toContainText(name);
    });
    await desk.context().close();
  });
});
