import { asMember } from '../support/members';
import { expect, test } from '../support/test';

// The e-game and fishing catalogues against the reference server's seeded games.
test.describe('casino: e-game and fishing catalogues', () => {
  test('a visitor browses vendors, searches, filters and pages; the star asks to log in', async ({ page, shell }) => {
    await shell.open('/game/egame');
    const tabs = page.getByRole('tablist', { name: '游戏厂商' });
    await expect(tabs.getByRole('tab', { name: '全部' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('game-card')).toHaveCount(30);
    const total = Number((await page.getByText(/共 \d+ 款游戏/).innerText()).replace(/\D/g, ''));
    expect(total).toBeGreaterThan(300);

    // A vendor tab, then the second page of its games.
    await tabs.getByRole('tab', { name: /PG电子/ }).click();
    await expect(page).toHaveURL(/vendor=PGDZ/);
    const first = await page.getByTestId('game-card').first().getAttribute('aria-label');
    await page.getByRole('navigation', { name: '游戏分页' }).getByRole('button', { name: '下一页' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByTestId('game-card').first()).not.toHaveAttribute('aria-label', first ?? '');
    // Back restores the first page.
    await page.goBack();
    await expect(page.getByTestId('game-card').first()).toHaveAttribute('aria-label', first ?? '');

    // Search by name, then a search that finds nothing.
    await page.getByRole('searchbox', { name: '搜索游戏' }).fill('麻将');
    await expect(page).toHaveURL(/q=/);
    await expect(page.getByTestId('game-card').first()).toHaveAttribute('aria-label', '麻将胡了');
    await expect
      .poll(() =>
        page
          .getByTestId('game-card')
          .evaluateAll((cards) => cards.every((c) => (c.getAttribute('aria-label') ?? '').includes('麻将'))),
      )
      .toBe(true);
    await page.getByRole('searchbox', { name: '搜索游戏' }).fill('不存在的游戏名');
    await expect(page.getByText('没有找到与“不存在的游戏名”相关的游戏')).toBeVisible();
    await page.getByRole('searchbox', { name: '搜索游戏' }).fill('');

    // Hot games carry the badge.
    await page.getByRole('group', { name: '游戏筛选' }).getByRole('button', { name: '热门' }).click();
    await expect(page).toHaveURL(/filter=hot/);
    await expect(page.getByTestId('game-card').first()).toContainText('热门');

    // A visitor's star asks to log in.
    await page.getByTestId('game-card').first().getByRole('button', { name: /^收藏/ }).click();
    await expect(page.getByText('请先登录账号，才能了解更多').first()).toBeVisible();
  });

  test('the home page vendor strip opens its vendor’s tab; fishing lists fishing games', async ({ page, shell }) => {
    await shell.open('/');
    await page.getByTestId('egame-vendor-MGDZ').click();
    await expect(page).toHaveURL(/\/game\/egame/);
    await expect(page.getByRole('tab', { name: /MG电子/ })).toHaveAttribute('aria-selected', 'true');
    await shell.open('/game/fishing');
    await expect(page.getByRole('tab', { name: /JDB捕鱼/ })).toBeVisible();
    await expect(page.getByTestId('game-card').first()).toBeVisible();
  });

  asMember('casino03', () => {
    test('a member’s favourites persist and filter', async ({ page, shell }) => {
      // Copies of this test (--repeat-each, a retry) run side by side as casino03, whose favourites the one
      // server keeps: each copy stars a game of its own and checks only that game, so no copy sees another's star.
      const { repeatEachIndex, retry } = test.info();
      const own = 2 + repeatEachIndex + 10 * retry;
      const filters = page.getByRole('group', { name: '游戏筛选' });
      const cards = page.getByTestId('game-card');
      const unstarred = cards.getByRole('button', { name: /^收藏/, pressed: false });

      await shell.openAsMember('casino03', '/game/egame?vendor=CQ9DZ');
      // The first grid is the address's vendor's (GameCatalogue.browse.test.tsx), never 全部's: its tab is chosen.
      await expect(page.getByRole('tab', { name: /CQ9电子/ })).toHaveAttribute('aria-selected', 'true');
      await expect(cards.nth(own)).toBeVisible();
      const name = (await cards.nth(own).getAttribute('aria-label')) ?? '';
      const mine = cards.and(page.getByLabel(name, { exact: true }));
      const star = mine.getByRole('button', { name: `收藏${name}` });
      await expect(star).toHaveAttribute('aria-pressed', 'false');
      await star.click();
      // The star turns at once and stays disabled until the server has the favourite; a reload before then could cut the call.
      await expect(star).toHaveAttribute('aria-pressed', 'true');
      await expect(star).toBeEnabled();

      await page.reload();
      await expect(star).toHaveAttribute('aria-pressed', 'true');
      await filters.getByRole('button', { name: '收藏', exact: true }).click();
      await expect(page).toHaveURL(/filter=favourite/);
      // Until the favourites arrive the vendor's grid stays, with unstarred games in it.
      await expect(unstarred).toHaveCount(0);
      await expect(mine).toHaveCount(1);
      await star.click();
      await expect(star).toHaveAttribute('aria-pressed', 'false');
      await expect(star).toBeEnabled();

      await page.reload();
      await expect(filters.getByRole('button', { name: '收藏', exact: true })).toHaveAttribute('aria-pressed', 'true');
      // Alone, the member has no favourites left; beside another copy, that copy's game may still be listed.
      await expect(
        page.getByText('还没有收藏的游戏，点击游戏上的星标即可收藏').or(page.getByTestId('game-grid')),
      ).toBeVisible();
      await expect(mine).toHaveCount(0);
      await expect(unstarred).toHaveCount(0);
    });
  });
});
