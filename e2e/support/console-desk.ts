import type { Browser, Page } from '@playwright/test';
import { consoleLogin, type OperatorName } from './operators';

/** The console logged in as `name`, in a browser context of its own beside the player's page. */
export async function consoleDesk(browser: Browser, name: OperatorName): Promise<Page> {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await consoleLogin(page, name);
  return page;
}
