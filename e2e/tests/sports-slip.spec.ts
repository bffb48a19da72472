import { answerGraphicCaptcha } from '../support/captcha';
import { memberState } from '../support/members';
import { expectedOdds, SportsBook, type OddsFormat } from '../support/sports-book';
import { expect, test } from '../support/test';

// The slip's rules in the browser against the reference venue; nothing here places a bet.
test.describe('local sports book: prices and slip rules', () => {
  test.use({ storageState: memberState('sports03') });

  test.beforeEach(async ({ shell }) => {
    await shell.openAsMember('sports03');
  });

  test('an odds-format switch changes every shown price, in the list and the slip, and persists', async ({ page }) => {
    const book = new SportsBook(page);
    await book.open();
    await book.market('FU');
    const cells = page.locator('[data-testid="odds-cell"][data-odds]');
    await expect(cells.first()).toBeVisible();
    const [first] = await book.oneCellPerMatch(1);
    await first!.click();
    await expect(book.slipSelections).toHaveCount(1);

    for (const format of ['E', 'I', 'M', 'H'] as OddsFormat[]) {
      await book.format(format);
      const shown = await cells.evaluateAll((nodes) =>
        nodes.slice(0, 40).map((n) => [n.getAttribute('data-odds'), n.getAttribute('data-shown')]),
      );
      expect(shown.length).toBeGreaterThan(10);
      for (const [odds, text] of shown)
        expect(text, `price ${odds} in ${format}`).toBe(expectedOdds(Number(odds), format));
      const slipPrice = await book.slipSelections.first().getAttribute('data-shown');
      const slipOdds = await book.slipSelections.first().getAttribute('data-odds');
      expect(slipPrice).toBe(expectedOdds(Number(slipOdds), format));
    }

    await book.format('M');
    await page.reload();
    await expect(page.getByTestId('odds-format')).toHaveValue('M');
    // The slip survives the reload.
    await expect(book.slipSelections).toHaveCount(1);
  });

  test('multiple mode takes ten selections and refuses the eleventh', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 2400 });
    const book = new SportsBook(page);
    await book.open();
    await book.market('FU');
    await book.mode('multiple');
    const cells = await book.oneCellPerMatch(11);
    for (const cell of cells.slice(0, 10)) await cell.click();
    await expect(book.slipSelections).toHaveCount(10);
    await cells[10]!.click();
    await expect(book.slipMessage).toContainText('投注项数量已达上限');
    await expect(book.slipSelections).toHaveCount(10);

    // Picking an already picked price in multiple mode removes it.
    await cells[0]!.click();
    await expect(book.slipSelections).toHaveCount(9);
    // Turning multiple off keeps only the last selection.
    await book.mode('single');
    await expect(book.slipSelections).toHaveCount(1);
  });

  test('series marks selections of one match invalid, forces Hong Kong odds, and clears the marks when turned off', async ({
    page,
  }) => {
    const book = new SportsBook(page);
    await book.open();
    await book.market('FU');
    await book.format('E');
    await book.mode('series');
    const [firstMatch, secondMatch] = await book.matchesWithOpenPrices(2, 3);
    const sameMatch = await book
      .openCells(firstMatch!)
      .evaluateAll((cells) => cells.map((c) => c.getAttribute('data-key') ?? ''));
    await book.cell(sameMatch[0]!).click();
    await book.cell(sameMatch[2]!).click();
    await book.openCells(secondMatch!).first().click();
    await expect(book.slipSelections).toHaveCount(3);
    await expect(book.slip.locator('[data-testid="slip-selection"][data-invalid="true"]')).toHaveCount(2);
    await book.stake.fill('10');
    await expect(book.place).toBeDisabled();
    // Hong Kong in the slip while the list stays European.
    for (const item of await book.slipSelections.all()) {
      await expect(item).toHaveAttribute('data-shown', expectedOdds(Number(await item.getAttribute('data-odds')), 'H'));
    }
    const listCell = book.openCells(secondMatch!).first();
    await expect(listCell).toHaveAttribute(
      'data-shown',
      expectedOdds(Number(await listCell.getAttribute('data-odds')), 'E'),
    );

    await book.mode('multiple');
    await expect(book.slip.locator('[data-testid="slip-selection"][data-invalid="true"]')).toHaveCount(0);
  });

  test('a champion selection clears match selections and the other way round; the slip survives a tab switch', async ({
    page,
  }) => {
    const book = new SportsBook(page);
    await book.open();
    await book.market('FU');
    await book.mode('multiple');
    const [a, b] = await book.oneCellPerMatch(2);
    await a!.click();
    await b!.click();
    await expect(book.slipSelections).toHaveCount(2);

    await page.getByTestId('market-tab-FSFU').click();
    const rate = page.getByTestId('outright-rate').first();
    await rate.click();
    await expect(book.slipSelections).toHaveCount(1);
    await expect(book.slipSelections.first()).toHaveAttribute('data-key', (await rate.getAttribute('data-key'))!);

    await book.market('FU');
    await (await book.oneCellPerMatch(1))[0]!.click();
    await expect(book.slipSelections).toHaveCount(1);
    const kept = await book.slipSelections.first().getAttribute('data-key');

    // Another tab and back: the kept-alive book still holds the slip.
    await page.getByRole('navigation', { name: '主导航' }).locator('[data-nav="home"]').click();
    await expect(page).toHaveURL(/\/$/);
    await page.getByTestId('tab-bar').getByText('体育赛事', { exact: true }).click();
    await expect(book.slipSelections).toHaveCount(1);
    await expect(book.slipSelections.first()).toHaveAttribute('data-key', kept!);
  });
});

test.describe('sports venues', () => {
  test('a visitor is asked to log in; a member opens the local book and a third-party venue with the user id', async ({
    page,
    shell,
  }) => {
    await shell.open('/game/sport');
    const saba = page.getByRole('article', { name: '沙巴体育' });
    const seen = shell.toast.filter({ hasText: '请先登录账号，才能了解更多' }).waitFor({ state: 'visible' });
    await saba.getByRole('button', { name: '进入' }).click();
    await seen;
    // The 温馨提示 dialog's 确定 opens the login form.
    const tips = page.getByRole('dialog', { name: '温馨提示' });
    await tips.getByRole('button', { name: '确定' }).click();
    await answerGraphicCaptcha(page, await shell.submitLogin('sports03', 'sport1234'));
    await expect(page.getByTestId('header-username')).toContainText('sports03');
    await saba.getByRole('button', { name: '进入' }).click();
    await expect(page).toHaveURL(/\/game\/sport\/sbty$/);
    await expect(page.locator('iframe')).toHaveAttribute('src', /[?&]uid=\d+/);

    await page.goto('/game/sport');
    await page.getByRole('article', { name: '皇冠体育' }).getByRole('button', { name: '进入' }).click();
    await expect(page).toHaveURL(/\/game\/sport\/crty$/);
    await expect(page.getByTestId('bet-slip')).toBeVisible();
  });
});
