import { memberState } from '../support/members';
import { keyParts, setPrice, SportsBook } from '../support/sports-book';
import { expect, test } from '../support/test';

const LAUNCH = '**/game/api/v1/venue/launch';
const RESOURCE = '**/game/api/v1/venue/resource';

// SPEC §2 guard 4 and §8 "Venue resource call" on the local book (/game/sport/crty); nothing here bets.
test.describe('the sports route', () => {
  test.use({ storageState: memberState('sports04') });

  test('loads the launch data once per visit, with the user id, and draws no footer', async ({ page, shell }) => {
    const launches: string[] = [];
    page.on('response', async (response) => {
      if (!response.url().includes('/venue/launch')) return;
      const body = (await response.json()) as { data?: { url?: string } };
      launches.push(body.data?.url ?? '');
    });
    await shell.openAsMember('sports04', '/game/sport/crty');
    await expect(page.getByTestId('bet-slip')).toBeVisible({ timeout: 20_000 });
    await expect(shell.footer).toHaveCount(0);
    await expect.poll(() => launches.length).toBe(1);
    expect(launches[0]).toMatch(/^\/game\/sport\/crty\?uid=\d+$/);

    // Filters inside the book are the same visit.
    await page.getByTestId('market-tab-FU').click();
    await page.getByTestId('market-tab-FT').click();
    expect(launches).toHaveLength(1);

    // Leaving lowers the flag (the footer is back); a new visit loads its own launch data.
    await shell.navLink('realbet').click();
    await expect(shell.footer).toBeVisible();
    await page.goBack();
    await expect(page.getByTestId('bet-slip')).toBeVisible();
    await expect(shell.footer).toHaveCount(0);
    await expect.poll(() => launches.length).toBe(2);
  });

  test('the book watches the matches it shows on the feed, and a moved price reaches its cell', async ({
    page,
    shell,
  }) => {
    const watches: (string[] | null)[] = [];
    page.on('websocket', (socket) => {
      if (!socket.url().includes('/sports/feed')) return;
      socket.on('framesent', ({ payload }) => {
        const message = JSON.parse(String(payload)) as { type: string; gameIds?: string[] | null };
        if (message.type === 'watch') watches.push(message.gameIds ?? null);
      });
    });
    await shell.openAsMember('sports04', '/game/sport/crty');
    const book = new SportsBook(page);
    const { cell, key, odds } = await book.firstPreMatchPrice();
    const { gameId } = keyParts(key);
    // The last watch names the shown page's matches, this one among them, and not every match.
    await expect.poll(() => watches.at(-1) ?? null).toContain(gameId);
    const moved = await setPrice(key, Math.round((odds + 0.23) * 100) / 100);
    await expect(cell).toHaveAttribute('data-odds', String(moved), { timeout: 10_000 });
  });

  test("a 6302 from the venue's resource calls asks to enter again, and 重新进入 does", async ({ page, shell }) => {
    let refuse = true;
    await page.route(RESOURCE, async (route) => {
      const body = route.request().postDataJSON() as { method?: string } | null;
      if (refuse && body?.method === 'leagues') {
        await route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({ status_code: 6302, data: null, message: '数据异常，请重新进入游戏' }),
        });
        return;
      }
      await route.fallback();
    });
    const launched = page.waitForRequest(LAUNCH);
    await shell.openAsMember('sports04', '/game/sport/crty');
    await launched;
    const alert = page.getByRole('alert').filter({ hasText: '数据异常，请重新进入游戏' });
    await expect(alert).toBeVisible({ timeout: 20_000 });

    refuse = false;
    const relaunched = page.waitForRequest(LAUNCH);
    await alert.getByRole('button', { name: '重新进入' }).click();
    await relaunched;
    await expect(page.getByTestId('bet-slip')).toBeVisible({ timeout: 20_000 });
    await expect(alert).toHaveCount(0);
  });
});
