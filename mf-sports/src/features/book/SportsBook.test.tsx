import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { priceStore } from '../feed';
import '../../setup';
import { testMatch } from '../../testing/test-match';
import { answer, answers, epl1, epl2, lastRequest, liveBasket, renderBook, resetBook } from './book-test-kit';

vi.mock('../slip/use-pick', () => import('./fake-pick'));

beforeEach(resetBook);
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
    expect(['RB', 'FT', 'FU', 'FSFT', 'FSFU'].map((m) => screen.getByTestId(`market-tab-${m}`).textContent)).toEqual([
      '滚球',
      '今日',
      '早盘',
      '今日冠军',
      '早盘冠军',
    ]);
    expect(
      ['ALL', 'FT', 'VF', 'BK', 'TN', 'OP', 'SK', 'FS', 'BS', 'VB', 'TT'].map(
        (s) => screen.getByTestId(`sport-tab-${s}`).textContent,
      ),
    ).toEqual(['全部', '足球', '虚拟足球', '篮球', '网球', '其他', '斯诺克', '冠军', '棒球', '排球', '乒乓球']);
  });

  it('shows the live clock, period and score of an in-play match', async () => {
    answers.matches = () => answer([liveBasket]);
    renderBook();
    const row = await screen.findByTestId('match-row');
    expect(row).toHaveAttribute('data-live', 'true');
    expect(within(row).getByTestId('match-time')).toHaveTextContent('第三节05:05');
    expect(row).toHaveTextContent('66');
    // No draw in basketball: two lines, home and away.
    expect(within(row).getByRole('group', { name: '全场独赢' }).children).toHaveLength(2);
    expect(row).not.toHaveTextContent('和局');
    act(() => {
      priceStore.enqueue({
        type: 'batch',
        seq: 2,
        at: 0,
        odds: [],
        matches: [{ gameId: 'b1', t_count: 120, sc_FT_H: 68 }],
        ended: [],
      });
      priceStore.flush();
    });
    expect(within(row).getByTestId('match-time')).toHaveTextContent('第三节02:00');
    expect(row).toHaveTextContent('68');
  });

  it('switches market and sport, asking for the right snapshot', async () => {
    renderBook();
    await screen.findAllByTestId('match-row');
    fireEvent.click(screen.getByTestId('sport-tab-BK'));
    await waitFor(() =>
      expect(lastRequest('matches')).toEqual({ market: 'FT', sport: 'BK', leagueIds: [], date: null }),
    );
    fireEvent.click(screen.getByTestId('market-tab-FU'));
    await waitFor(() =>
      expect(lastRequest('matches')).toEqual({ market: 'FU', sport: 'BK', leagueIds: [], date: null }),
    );
    expect(screen.getByTestId('sport-tab-BK')).toHaveAttribute('aria-selected', 'true');
  });

  it('resets the date and the sport to football when switching to in-play', async () => {
    renderBook();
    fireEvent.click(screen.getByTestId('market-tab-FU'));
    fireEvent.click(screen.getByTestId('sport-tab-BK'));
    fireEvent.click(await screen.findByTestId('date-2025-11-24'));
    await waitFor(() =>
      expect(lastRequest('matches')).toEqual({ market: 'FU', sport: 'BK', leagueIds: [], date: '2025-11-24' }),
    );
    fireEvent.click(screen.getByTestId('market-tab-RB'));
    await waitFor(() =>
      expect(lastRequest('matches')).toEqual({ market: 'RB', sport: 'FT', leagueIds: [], date: null }),
    );
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
    const liga = within(panel)
      .getAllByTestId('league-item')
      .find((item) => item.dataset.leagueId === '100026')!;
    answers.matches = () => answer([testMatch({ ...epl1, gameId: 'g3', league_id: 100026, league: '西班牙甲级联赛' })]);
    fireEvent.click(within(liga).getByRole('button', { pressed: false }));
    await waitFor(() => expect(lastRequest('matches')).toMatchObject({ leagueIds: [100026] }));
    expect(liga).toHaveAttribute('data-active', 'true');
    await waitFor(() => expect(screen.getAllByTestId('match-row').map((r) => r.dataset.gameId)).toEqual(['g3']));

    // Featured: only the fixed ids present in the answer, 0 as 全部.
    expect(screen.getByTestId('featured-league-0')).toHaveTextContent('全部');
    expect(screen.getByTestId('featured-league-100021')).toHaveTextContent('英格兰超级联赛');
    expect(screen.queryByTestId('featured-league-100822')).not.toBeInTheDocument();
    answers.matches = () => answer([epl1, epl2]);
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
});
