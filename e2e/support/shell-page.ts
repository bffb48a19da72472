import { expect, type Locator, type Page } from '@playwright/test';
import { answerGraphicCaptcha, nextGraphicCaptcha } from './captcha';

export const DEMO = { username: 'demo888', password: 'demo1234' };

/** The host shell as a player sees it: header, navigation, dialogs, toasts. */
export class ShellPage {
  readonly header: Locator;
  readonly siteName: Locator;
  readonly nav: Locator;
  readonly footer: Locator;
  readonly toast: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.header = page.locator('header').first();
    this.siteName = page.getByTestId('site-name');
    this.nav = page.getByRole('navigation', { name: '主导航' });
    this.footer = page.getByTestId('site-footer');
    this.toast = page.getByTestId('toast');
    this.dialog = page.getByRole('dialog');
  }

  async open(path = '/'): Promise<void> {
    await this.page.goto(path);
    await expect(this.siteName).toBeVisible();
    await this.live();
  }

  /** Waits until the app has taken over the page: a prerendered home shows its buttons before they answer. */
  async live(): Promise<void> {
    await expect(this.page.locator('html[data-app-live]')).toBeAttached();
  }

  /**
   * Opens a path and expects a toast with `text` on the way. The watch starts before the navigation:
   * a toast lives 2.5 s, which a loaded machine can spend before a later check would begin.
   */
  async openExpectingToast(path: string, text: string): Promise<void> {
    const seen = this.toast.filter({ hasText: text }).waitFor({ state: 'visible', timeout: 15_000 });
    await this.page.goto(path);
    await seen;
  }

  navLink(key: string): Locator {
    return this.nav.locator(`[data-nav="${key}"]`);
  }

  remoteError(remote: string): Locator {
    return this.page.locator(`[data-remote-error="${remote}"]`);
  }

  /** Opens a path as the member whose saved state the test started from (support/members.ts). */
  async openAsMember(username: string, path = '/'): Promise<void> {
    await this.open(path);
    await expect(this.page.getByTestId('header-username')).toContainText(username);
  }

  /** Logs in unless the stored session already did. */
  async ensureLoggedIn(): Promise<void> {
    // The page's own header: HTML drawn before the script may be a visitor's the page then replaces.
    await this.live();
    await expect(this.page.getByTestId('header-login').or(this.page.getByTestId('header-username'))).toBeVisible();
    if (await this.page.getByTestId('header-login').isVisible()) await this.login();
  }

  /** Fills the login form of the open auth dialog and submits it; returns the graphic captcha's codeId. */
  async submitLogin(username: string, password: string): Promise<string> {
    const dialog = this.page.getByRole('dialog', { name: '登录与注册' });
    await dialog.getByLabel('用户名').fill(username);
    await dialog.getByLabel('密码', { exact: true }).fill(password);
    const captcha = nextGraphicCaptcha(this.page);
    await dialog.getByRole('button', { name: '登录', exact: true }).click();
    return captcha;
  }

  /** Logs in through the auth remote's dialog, as a player would, solving the graphic captcha. */
  async login(username = DEMO.username, password = DEMO.password): Promise<void> {
    await this.page.getByTestId('header-login').click();
    await answerGraphicCaptcha(this.page, await this.submitLogin(username, password));
    await expect(this.page.getByTestId('header-username')).toContainText(username);
  }
}
