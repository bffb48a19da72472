import { callApi } from '../support/api';
import { asMember } from '../support/members';
import { expect, test } from '../support/test';

const DAY_MS = 24 * 60 * 60 * 1000;

// Runs after every other test (the 'clock' project): it moves the test server's clock a day forward.
asMember('promo02', () => {
  test('daily sign-in: today, then again the next day, with the streak growing', async ({ page, shell }) => {
    await shell.openAsMember('promo02', '/activity/signGift/7');
    await page.getByRole('button', { name: '今日签到' }).click();
    await expect(page.getByRole('button', { name: '已签到' })).toBeDisabled();
    await expect(page.getByTestId('sign-streak')).toContainText('1');

    const moved = await callApi<{ now: string }>('/test/api/v1/clock/advance', { ms: DAY_MS });
    expect(moved.status_code).toBe(6000);
    await page.reload();
    await page.getByRole('button', { name: '今日签到' }).click();
    await expect(page.getByRole('button', { name: '已签到' })).toBeDisabled();
    await expect(page.getByTestId('sign-streak')).toContainText('2');
  });
});
