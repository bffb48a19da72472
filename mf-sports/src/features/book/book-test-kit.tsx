// Shared by the book's page tests: the api fakes, the fixtures and the page.
import { screen } from '@testing-library/react';
import type { League, Outright, SportMatch, SportsMethod, SportsRequest } from 'shared/contract';
import { appStore, oddsFormatAtom } from 'shared/state';
import { renderWithProviders, resetPlatformState } from 'shared/testing/render';
import { fakeSports } from '../../api/sports-fakes';
import { picked } from './fake-pick';
import '../../setup';
import { feedWatch, priceStore } from '../feed';
import { testMarket, testMatch, testOutright } from '../../testing/test-match';
import { bookFilterAtom, collapsedLeaguesAtom, leaguePanelShownAtom, leagueSearchAtom } from './book-atoms';
import { INITIAL_BOOK_FILTER } from './book-filter';
import { SportsBook } from './SportsBook';

export const calls: { method: SportsMethod; request: unknown }[] = [];
/** What the fakes answer; a test replaces them. */
export const answers: {
  matches: (
    request: SportsRequest<'matches'>,
  ) => Promise<{ matches: SportMatch[]; feedSeq: number; serverTime: string }>;
  outrights: Outright[];
} = { matches: () => answer([]), outrights: [] };
const leagues: League[] = [
  { league_id: 100021, name: '英格兰超级联赛', gameType: 'FT', count: 2 },
  { league_id: 100026, name: '西班牙甲级联赛', gameType: 'FT', count: 1 },
  { league_id: 300001, name: '日本职业联赛', gameType: 'FT', count: 1 },
];

/** The book's calls, recorded without the envelope's stamp (timestamp, langx). */
function record(method: SportsMethod, request: object): void {
  const { timestamp: _timestamp, langx: _langx, ...question } = request as Record<string, unknown>;
  calls.push({ method, request: question });
}

function serveBook(): void {
  fakeSports({
    leagues: (request) => {
      record('leagues', request);
      return { leagues, dates: ['2025-11-23', '2025-11-24'] };
    },
    outrights: (request) => {
      record('outrights', request);
      return { outrights: answers.outrights };
    },
    matches: (request) => {
      record('matches', request);
      return answers.matches(request);
    },
  });
}

export const epl1 = testMatch();
export const epl2 = testMatch({ gameId: 'g2', hgid: 'h2', team_h: '阿森纳', team_c: '切尔西' });
export const liga = testMatch({
  gameId: 'g3',
  hgid: 'h3',
  league_id: 100026,
  league: '西班牙甲级联赛',
  team_h: '皇家马德里',
  team_c: '巴塞罗那',
  markets: [
    testMarket({
      w: 'M',
      open: false,
      prices: [
        { r: 'H', odds: 2.2 },
        { r: 'C', odds: 3.1 },
        { r: 'N', odds: 3.3 },
      ],
    }),
  ],
});
export const liveBasket = testMatch({
  gameId: 'b1',
  hgid: 'bh1',
  league_id: 200001,
  league: '美国职业篮球联赛',
  gameType: 'BK',
  team_h: '湖人',
  team_c: '勇士',
  isLive: true,
  gameStatus: 'live',
  se_now: 'Q3',
  t_count: 305,
  sc_FT_H: 66,
  sc_FT_C: 70,
  markets: [
    testMarket({
      w: 'RE',
      ratio: '3.5',
      strong: 'C',
      prices: [
        { r: 'H', odds: 1.9 },
        { r: 'C', odds: 1.9 },
      ],
    }),
    testMarket({
      w: 'RM',
      prices: [
        { r: 'H', odds: 2.5 },
        { r: 'C', odds: 1.5 },
      ],
    }),
  ],
});

export function answer(matches: SportMatch[]) {
  return Promise.resolve({ matches, feedSeq: 1, serverTime: '2025-11-22T10:00:00Z' });
}

export function lastRequest(method: SportsMethod): unknown {
  return calls.filter((call) => call.method === method).at(-1)?.request;
}

export function cell(key: string): HTMLElement {
  const found = screen.getAllByTestId('odds-cell').find((c) => c.dataset.key === key);
  if (!found) throw new Error(`no cell ${key}`);
  return found;
}

export function renderBook() {
  return renderWithProviders(<SportsBook aside={<div data-testid="aside">slip</div>} />);
}

/** An empty page state, the book's fakes and today's football. */
export function resetBook(): void {
  resetPlatformState();
  priceStore.reset();
  feedWatch.reset();
  calls.length = 0;
  serveBook();
  picked.length = 0;
  answers.outrights = [testOutright()];
  answers.matches = () => answer([epl1, epl2, liga]);
  appStore.set(bookFilterAtom, INITIAL_BOOK_FILTER);
  appStore.set(collapsedLeaguesAtom, new Set<number>());
  appStore.set(leaguePanelShownAtom, true);
  appStore.set(leagueSearchAtom, '');
  appStore.set(oddsFormatAtom, 'H');
}
