import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from 'shared/api';
import type { League, Outright, SportMatch, SportsMethod, SportsRequest } from 'shared/contract';
import { appStore, oddsFormatAtom } from 'shared/state';
import { renderWithProviders, resetPlatformState } from 'shared/testing/render';
import { fakeSports } from '../../api/sports-fakes';
import type { SlipSelection } from '../slip/selection';
import '../../setup';
import { priceStore } from '../feed';
import { testMarket, testMatch, testOutright } from '../feed/test-match';
import { bookFilterAtom, collapsedLeaguesAtom, leaguePanelShownAtom, leagueSearchAtom } from './book-atoms';
import { INITIAL_BOOK_FILTER } from './book-filter';
import { SportsBook } from './SportsBook';

const calls: { method: SportsMethod; request: unknown }[] = [];
let matchesAnswer: (request: SportsRequest<'matches'>) => Promise<{ matches: SportMatch[]; feedSeq: number; serverTime: string }>;
let outrights: Outright[] = [];
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
      return { outrights };
    },
    matches: (request) => {
      record('matches', request);
      return matchesAnswer(request);
    },
  });
}

// The slip's two hooks, reduced to a list the test reads; a version atom makes the cells see a pick.
const { picked } = vi.hoisted(() => ({ picked: [] as SlipSelection[] }));
vi.mock('../slip/use-pick', async () => {
  const { atom, useAtomValue, useSetAtom } = await import('jotai');
  const version = atom(0);
  return {
    usePick: () => {
      const bump = useSetAtom(version);
      return (selection: SlipSelection) => {
        picked.push(selection);
        bump((v) => v + 1);
      };
    },
    useIsPicked: (key: string) => {
      useAtomValue(version);
      return picked.some((s) => s.key === key);
    },
  };
});

const epl1 = testMatch();
const epl2 = testMatch({ gameId: 'g2', hgid: 'h2', team_h: '阿森纳', team_c: '切尔西' });
const liga = testMatch({
  gameId: 'g3',
  hgid: 'h3',
  league_id: 100026,
  league: '西班牙甲级联赛',
  team_h: '皇家马德里',
  team_c: '巴塞罗那',
  markets: [testMarket({ w: 'M', open: false, prices: [{ r: 'H', odds: 2.2 }, { r: 'C', odds: 3.1 }, { r: 'N', odds: 3.3 }] })],
});
const liveBasket = testMatch({
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
    testMarket({ w: 'RE', ratio: '3.5', strong: 'C', prices: [{ r: 'H', odds: 1.9 }, { r: 'C', odds: 1.9 }] }),
    testMarket({ w: 'RM', prices: [{ r: 'H', odds: 2.5 }, { r: 'C', odds: 1.5 }] }),
  ],
});

function answer(matches: SportMatch[]) {
  return Promise.resolve({ matches, feedSeq: 1, serverTime: '2025-11-22T10:00:00Z' });
}

function lastRequest(method: SportsMethod): unknown {
  return calls.filter((call) => call.method === method).at(-1)?.request;
}

function cell(key: string): HTMLElement {
  const found = screen.getAllByTestId('odds-cell').find((c) => c.dataset.key === key);
  if (!found) throw new Error(`no cell ${key}`);
  return found;
}

function renderBook() {
  return renderWithProviders(<SportsBook aside={<div data-testid="aside">slip</div>} />);
}

beforeEach(() => {
  resetPlatformState();
  priceStore.reset();
  calls.length = 0;
  serveBook();
  picked.length = 0;
  outrights = [testOutright()];
  matchesAnswer = () => answer([epl1, epl2, liga]);
  appStore.set(bookFilterAtom, INITIAL_BOOK_FILTER);
  appStore.set(collapsedLeaguesAtom, new Set<number>());
  appStore.set(leaguePanelShownAtom, true);
  appStore.set(leagueSearchAtom, '');
  appStore.set(oddsFormatAtom, 'H');
});
afterEach(() => vi.restoreAllMocks());

describe('the sports book', () => {
  it('loads today’s leagues and matches and lists them by league with the slip beside', async () => {
    renderBook();
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('加载中...');
    const rows = await screen.findAllByTestId('match-row');
    expect(rows.map((row) => row.dataset.gameId)).toEqual(['g1', 'g2', 'g3']);
    expect(screen.getAllByTestId('league-row').map((row) => row.textContent)).toEqual([
      expect.stringContaining('英格兰超级联赛'),
      expect.stringContaining('西班牙甲级联赛'),
    ]);
    expect(lastRequest('matches')).toEqual({ market: 'FT', sport: 'ALL', leagueIds: [], date: null });
    expect(lastRequest('leagues')).toEqual({ market: 'FT', sport: 'ALL', date: null });
    expect(screen.getByTestId('aside')).toHaveTextContent('slip');
    expect(screen.getByTestId('market-tab-FT')).toHaveAttribute('aria-selected', 'true');
    // 20:30 Beijing, no date outside the early market.
    expect(within(rows[0]!).getByTestId('match-time')).toHaveTextContent('20:30');
  });

  it('names every market and sport tab in Chinese', () => {
    renderBook();
    expect(['RB', 'FT', 'FU', 'FSFT', 'FSFU'].map((m) => screen.getByTestId(`market-tab-${m}`).textContent)).toEqual(['滚球', '今日', '早盘', '今日冠军', '早盘冠军']);
    expect(['ALL', 'FT', 'VF', 'BK', 'TN', 'OP', 'SK', 'FS', 'BS', 'VB', 'TT'].map((s) => screen.getByTestId(`sport-tab-${s}`).textContent)).toEqual([
      '全部', '足球', '虚拟足球', '篮球', '网球', '其他', '斯诺克', '冠军', '棒球', '排球', '乒乓球',
    ]);
  });

  it('shows the live clock, period and score of an in-play match', async () => {
    matchesAnswer = () => answer([liveBasket]);
    renderBook();
    const row = await screen.findByTestId('match-row');
    expect(row).toHaveAttribute('data-live', 'true');
    expect(within(row).getByTestId('match-time')).toHaveTextContent('第三节05:05');
    expect(row).toHaveTextContent('66');
    // No draw in basketball: two lines, home and away.
    expect(within(row).getByRole('group', { name: '全场独赢' }).children).toHaveLength(2);
    expect(row).not.toHaveTextContent('和局');
    act(() => {
      priceStore.enqueue({ type: 'batch', seq: 2, at: 0, odds: [], matches: [{ gameId: 'b1', t_count: 120, sc_FT_H: 68 }], ended: [] });
      priceStore.flush();
    });
    expect(within(row).getByTestId('match-time')).toHaveTextContent('第三节02:00');
    expect(row).toHaveTextContent('68');
  });

  it('switches market and sport, asking for the right snapshot', async () => {
    renderBook();
    await screen.findAllByTestId('match-row');
    fireEvent.click(screen.getByTestId('sport-tab-BK'));
    await waitFor(() => expect(lastRequest('matches')).toEqual({ market: 'FT', sport: 'BK', leagueIds: [], date: null }));
    fireEvent.click(screen.getByTestId('market-tab-FU'));
    await waitFor(() => expect(lastRequest('matches')).toEqual({ market: 'FU', sport: 'BK', leagueIds: [], date: null }));
    expect(screen.getByTestId('sport-tab-BK')).toHaveAttribute('aria-selected', 'true');
  });

  it('resets the date and the sport to football when switching to in-play', async () => {
    renderBook();
    fireEvent.click(screen.getByTestId('market-tab-FU'));
    fireEvent.click(screen.getByTestId('sport-tab-BK'));
    fireEvent.click(await screen.findByTestId('date-2025-11-24'));
    await waitFor(() => expect(lastRequest('matches')).toEqual({ market: 'FU', sport: 'BK', leagueIds: [], date: '2025-11-24' }));
    fireEvent.click(screen.getByTestId('market-tab-RB'));
    await waitFor(() => expect(lastRequest('matches')).toEqual({ market: 'RB', sport: 'FT', leagueIds: [], date: null }));
    expect(screen.getByTestId('sport-tab-FT')).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByTestId('date-all')).not.toBeInTheDocument();
  });

  it('offers the early market’s days and asks for the chosen one, dates shown in the early list', async () => {
    renderBook();
    fireEvent.click(screen.getByTestId('market-tab-FU'));
    await waitFor(() => expect(screen.getByTestId('date-2025-11-23')).toHaveTextContent('11-23 周日'));
    expect(screen.getByTestId('date-all')).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByTestId('date-2025-11-23'));
    await waitFor(() => expect(lastRequest('matches')).toMatchObject({ market: 'FU', date: '2025-11-23' }));
    expect(lastRequest('leagues')).toEqual({ market: 'FU', sport: 'ALL', date: '2025-11-23' });
    const rows = await screen.findAllByTestId('match-row');
    expect(within(rows[0]!).getByTestId('match-time')).toHaveTextContent('11-2220:30');
  });

  it('filters by the leagues chosen in the panel and by the featured strip', async () => {
    renderBook();
    await screen.findAllByTestId('match-row');
    const panel = screen.getByTestId('league-panel');
    const liga = within(panel).getAllByTestId('league-item').find((item) => item.dataset.leagueId === '100026')!;
    matchesAnswer = () => answer([testMatch({ ...epl1, gameId: 'g3', league_id: 100026, league: '西班牙甲级联赛' })]);
    fireEvent.click(within(liga).getByRole('button', { pressed: false }));
    await waitFor(() => expect(lastRequest('matches')).toMatchObject({ leagueIds: [100026] }));
    expect(liga).toHaveAttribute('data-active', 'true');
    await waitFor(() => expect(screen.getAllByTestId('match-row').map((r) => r.dataset.gameId)).toEqual(['g3']));

    // Featured: only the fixed ids present in the answer, 0 as 全部.
    expect(screen.getByTestId('featured-league-0')).toHaveTextContent('全部');
    expect(screen.getByTestId('featured-league-100021')).toHaveTextContent('英格兰超级联赛');
    expect(screen.queryByTestId('featured-league-100822')).not.toBeInTheDocument();
    matchesAnswer = () => answer([epl1, epl2]);
    fireEvent.click(screen.getByTestId('featured-league-100021'));
    await waitFor(() => expect(lastRequest('matches')).toMatchObject({ leagueIds: [100021] }));
    fireEvent.click(screen.getByTestId('featured-league-0'));
    await waitFor(() => expect(lastRequest('matches')).toMatchObject({ leagueIds: [] }));
  });

  it('searches, folds and hides the league list', async () => {
    renderBook();
    await screen.findAllByTestId('match-row');
    fireEvent.change(screen.getByRole('searchbox', { name: '搜索联赛' }), { target: { value: '西班牙' } });
    expect(screen.getAllByTestId('league-item').map((item) => item.dataset.leagueId)).toEqual(['100026']);

    // Folding a league hides its matches in the list, from the panel or the league's header.
    fireEvent.click(screen.getByRole('button', { name: '收起 西班牙甲级联赛' }));
    expect(screen.getAllByTestId('match-row').map((r) => r.dataset.gameId)).toEqual(['g1', 'g2']);
    const header = screen.getAllByTestId('league-row').find((row) => row.dataset.leagueId === '100021')!;
    fireEvent.click(header);
    expect(header).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryAllByTestId('match-row')).toHaveLength(0);
    fireEvent.click(header);
    expect(screen.getAllByTestId('match-row')).toHaveLength(2);

    fireEvent.click(screen.getByTestId('league-panel-hide'));
    expect(screen.queryByTestId('league-panel')).not.toBeInTheDocument();
    fireEvent.click(screen.getByTestId('league-panel-show'));
    expect(screen.getByTestId('league-panel')).toBeInTheDocument();
  });

  it('converts the shown prices when the odds format changes and keeps the choice', async () => {
    renderBook();
    await screen.findAllByTestId('match-row');
    expect(cell('g1|M|H')).toHaveAttribute('data-shown', '1.10');
    fireEvent.change(screen.getByTestId('odds-format'), { target: { value: 'E' } });
    expect(cell('g1|M|H')).toHaveAttribute('data-shown', '2.10');
    expect(cell('g1|R|H')).toHaveAttribute('data-shown', '1.95');
    expect(localStorage.getItem('oddsFormat')).toBe('E');
    fireEvent.change(screen.getByTestId('odds-format'), { target: { value: 'I' } });
    expect(cell('g1|R|H')).toHaveAttribute('data-shown', '-1.05');
    expect(screen.getByTestId('odds-format')).toHaveValue('I');
  });

  it('shows a suspended market greyed and takes no pick from it', async () => {
    renderBook();
    await screen.findAllByTestId('match-row');
    const suspended = cell('g3|M|H');
    expect(suspended).toBeDisabled();
    fireEvent.click(suspended);
    expect(picked).toHaveLength(0);
  });

  it('puts the clicked price in the slip as the selection of its match and play', async () => {
    renderBook();
    await screen.findAllByTestId('match-row');
    fireEvent.click(cell('g1|OU|U'));
    expect(picked.at(-1)).toEqual({
      key: 'g1|OU|U',
      matchId: 'g1',
      betGameId: 'g1',
      w: 'OU',
      r: 'U',
      odds: 2.0,
      ratio: '2.5',
      champion: false,
      gameType: 'FT',
      league: '英格兰超级联赛',
      team_h: '曼城',
      team_c: '利物浦',
      pick: '小 2.5',
      isLive: false,
      isInvalid: false,
      closed: false,
    });
    fireEvent.click(cell('g1|M|N'));
    expect(picked.at(-1)).toMatchObject({ key: 'g1|M|N', pick: '和局', odds: 3.2 });
    fireEvent.click(cell('g1|EO|ODD'));
    expect(picked.at(-1)).toMatchObject({ pick: '单' });
    expect(cell('g1|EO|ODD')).toHaveAttribute('aria-pressed', 'true');
  });

  it('places a half-time price on the half match (hgid) and keeps the fixture as its match', async () => {
    renderBook();
    await screen.findAllByTestId('match-row');
    fireEvent.click(cell('h1|HR|C'));
    expect(picked.at(-1)).toMatchObject({ key: 'h1|HR|C', betGameId: 'h1', matchId: 'g1', w: 'HR', r: 'C', pick: '利物浦', ratio: '0/0.5', odds: 1.98 });
  });

  it('lists the outrights of the champion market and picks a rate as a champion selection', async () => {
    renderBook();
    fireEvent.click(screen.getByTestId('market-tab-FSFU'));
    const rates = await screen.findAllByTestId('outright-rate');
    expect(lastRequest('outrights')).toEqual({ market: 'FSFU', sport: 'ALL', leagueIds: [] });
    expect(rates.map((rate) => rate.dataset.key)).toEqual(['o1|FS|R1', 'o1|FS|R2']);
    expect(rates[0]).toHaveTextContent('曼城1.75');
    fireEvent.click(rates[1]!);
    expect(picked.at(-1)).toEqual({
      key: 'o1|FS|R2',
      matchId: 'o1',
      betGameId: 'o1',
      w: 'FS',
      r: 'R2',
      odds: 3.5,
      ratio: null,
      champion: true,
      gameType: 'FT',
      league: '英格兰超级联赛',
      team_h: '英超 2025/26 冠军',
      team_c: '',
      pick: '阿森纳',
      isLive: false,
      isInvalid: false,
      closed: false,
    });
  });

  it('opens the champion market from the outright sport tab and leaves it for a match market', async () => {
    renderBook();
    fireEvent.click(screen.getByTestId('sport-tab-FS'));
    await screen.findAllByTestId('outright-rate');
    expect(screen.getByTestId('market-tab-FSFT')).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(screen.getByTestId('market-tab-FT'));
    await waitFor(() => expect(lastRequest('matches')).toEqual({ market: 'FT', sport: 'ALL', leagueIds: [], date: null }));
  });

  it('says 暂无赛事 when the market is empty', async () => {
    matchesAnswer = () => answer([]);
    renderBook();
    expect(await screen.findByText('暂无赛事')).toBeInTheDocument();
  });

  it('shows the error with a retry that loads again', async () => {
    matchesAnswer = () => Promise.reject(new ApiError({ kind: 'network', code: 0, message: '网络异常，请检查网络连接后重试', path: '/x' }));
    renderBook();
    expect(await screen.findByText('网络异常，请检查网络连接后重试')).toBeInTheDocument();
    matchesAnswer = () => answer([epl1]);
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByTestId('match-row')).toBeInTheDocument();
  });

  it('ignores the answer of a request overtaken by a newer choice', async () => {
    let releaseOld: (value: { matches: SportMatch[]; feedSeq: number; serverTime: string }) => void = () => {};
    matchesAnswer = (request) =>
      request.sport === 'ALL' ? new Promise((resolve) => (releaseOld = resolve)) : answer([liveBasket]);
    renderBook();
    fireEvent.click(screen.getByTestId('sport-tab-BK'));
    await waitFor(() => expect(screen.getByTestId('match-row')).toHaveAttribute('data-game-id', 'b1'));
    await act(async () => releaseOld({ matches: [epl1], feedSeq: 1, serverTime: '' }));
    expect(screen.getAllByTestId('match-row').map((r) => r.dataset.gameId)).toEqual(['b1']);
  });
});
