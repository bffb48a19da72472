import { test as base, expect } from '@playwright/test';
import { ShellPage } from './shell-page';

/**
 * Every test fails on an uncaught error in the page: a dead remote, a bad answer or a dropped
 * request must end in a message, never in an exception.
 */
export const test = base.extend<{ pageErrors: string[]; shell: ShellPage }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
      await use(errors);
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
  shell: async ({ page }, use) => {
    await use(new ShellPage(page));
  },
});

export { expect };
