import { expect, type Locator, type Page } from '@playwright/test';
import { callApi } from './api';

export type OddsFormat = 'E' | 'H' | 'I' | 'M';

/**
 * The standard conversions from a European price, written here from their definitions (not
 * imported from the remote) so the suite checks the page against the formulas themselves.
 */
export function expectedOdds(decimal: number, format: OddsFormat): string {
  const hk = decimal - 1;
  const value =
    format === 'E' ? decimal : format === 'H' ? hk : format === 'I' ? (hk >= 1 ? hk : -1 / hk) : hk <= 1 ? hk : -1 / hk;
  const rounded = Math.round(Math.abs(value) * 100 + 1e-9) / 100;
  return (value < 0 ? -rounded : rounded).toFixed(2);
}

/** The local sports book at /game/sport/crty as a member sees it: markets, prices and the slip. */
export class SportsBook {
  readonly slip: Locator;
  readonly slipSelections: Locator;
  readonly slipMessage: Locator;
  readonly stake: Locator;
  readonly place: Locator;

  constructor(readonly page: Page) {
    this.slip = page.getByTestId('bet-slip');
    this.slipSelections = this.slip.getByTestId('slip-selection');
    this.slipMessage = page.getByTestId('slip-message');
    this.stake = this.slip.getByTestId('slip-stake');
    this.place = this.slip.getByTestId('slip-place');
  }

  async open(): Promise<void> {
    await this.page.goto('/game/sport/crty');
    await expect(this.slip).toBeVisible({ timeout: 20_000 });
  }

  async market(code: 'FU' | 'FT' | 'RB' | 'FSFT' | 'FSFU'): Promise<void> {
    await this.page.getByTestId(`market-tab-${code}`).click();
    await expect(this.rows.first()).toBeVisible({ timeout: 15_000 });
  }

  get rows(): Locator {
    return this.page.getByTestId('match-row');
  }

  /** Open prices of a match row (suspended ones are disabled buttons). */
  openCells(row: Locator): Locator {
    return row.locator('[data-testid="odds-cell"]:not([disabled])');
  }

  /**
   * The first `count` rendered matches that have at least `min` open prices, as locators by game id:
   * a match the feed ends meanwhile (another test may finish one) stays listed but locked, and the
   * virtual list may re-render, so positions are not stable.
   */
  async matchesWithOpenPrices(count: number, min = 1): Promise<Locator[]> {
    const ids: string[] = [];
    for (const row of await this.rows.all()) {
      if ((await this.openCells(row).count()) < min) continue;
      const id = await row.getAttribute('data-game-id');
      if (id !== null) ids.push(id);
      if (ids.length === count) break;
    }
    expect(ids.length, `${count} matches with ${min} open prices`).toBe(count);
    return ids.map((id) => this.page.locator(`[data-testid="match-row"][data-game-id="${id}"]`));
  }

  /** The first open price of each of the first `count` matches that have one, as locators by price key. */
  async oneCellPerMatch(count: number): Promise<Locator[]> {
    const rows = await this.matchesWithOpenPrices(count);
    const keys = await Promise.all(rows.map((row) => this.openCells(row).first().getAttribute('data-key')));
    return keys.map((key) => this.cell(key!));
  }

  /** The first open pre-match price: its cell, key and odds (for a test that then moves that price). */
  async firstPreMatchPrice(): Promise<{ cell: Locator; key: string; odds: number }> {
    await this.market('FU');
    const [cell] = await this.oneCellPerMatch(1);
    if (cell === undefined) throw new Error('no open pre-match price');
    const key = await cell.getAttribute('data-key');
    if (key === null) throw new Error('a price cell without data-key');
    return { cell, key, odds: Number(await cell.getAttribute('data-odds')) };
  }

  /** A price by its key: `${gameId}|${w}|${r}`. */
  cell(key: string): Locator {
    return this.page.locator(`[data-testid="odds-cell"][data-key="${key}"]`);
  }

  async mode(mode: 'single' | 'multiple' | 'series'): Promise<void> {
    await this.slip.getByTestId(`slip-mode-${mode}`).click();
  }

  async format(format: OddsFormat): Promise<void> {
    await this.page.getByTestId('odds-format').selectOption(format);
  }

  /** Types a stake and presses 投注. */
  async placeWith(stake: string): Promise<void> {
    await this.stake.fill(stake);
    await expect(this.place).toBeEnabled();
    await this.place.click();
  }
}

/** The price key's parts: `${gameId}|${w}|${r}`. */
export function keyParts(key: string): { gameId: string; w: string; r: string } {
  const [gameId = '', w = '', r = ''] = key.split('|');
  return { gameId, w, r };
}

/**
 * Moves a price through the test-only engine endpoint of the run's API (or the one at `base`: a
 * cluster's leader); answers the price the engine set (its odds ladder may round).
 */
export async function setPrice(key: string, odds: number, base?: string): Promise<number> {
  const answer = await callApi<{ odds: number }>(
    '/test/api/v1/sports/price',
    { ...keyParts(key), odds },
    undefined,
    base,
  );
  if (answer.status_code !== 6000) throw new Error(`price ${key} refused: ${answer.message}`);
  return answer.data.odds;
}

export async function finishMatch(gameId: string, home: number, away: number): Promise<number> {
  const answer = await callApi<{ settledTickets: number }>('/test/api/v1/sports/finish', { gameId, home, away });
  if (answer.status_code !== 6000) throw new Error(`finishing ${gameId} refused: ${answer.message}`);
  return answer.data.settledTickets;
}
