import type { Page } from '@playwright/test';

/** The 问题编号 in the page's footer, as a player reads it out to support. */
export async function traceIdShown(page: Page): Promise<string> {
  const text = await page.getByTestId('page-trace-id').innerText();
  const id = /问题编号：([0-9a-f-]{36})/.exec(text)?.[1];
  if (id === undefined) throw new Error(`no trace id in "${text}"`);
  return id;
}
