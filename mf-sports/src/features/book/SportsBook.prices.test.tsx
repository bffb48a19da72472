import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from 'shared/api';
import type { SportMatch } from 'shared/contract';
import '../../setup';
import { answer, answers, cell, epl1, lastRequest, liveBasket, renderBook, resetBook } from './book-test-kit';
import { picked } from './fake-pick';

vi.mock('../slip/use-pick', () => import('./fake-pick'));

beforeEach(resetBook);
afterEach(() => vi.restoreAllMocks());

describe('the sports book prices, outrights and states', () => {
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
    expect(picked.at(-1)).toMatchObject({
      key: 'h1|HR|C',
      betGameId: 'h1',
      matchId: 'g1',
      w: 'HR',
      r: 'C',
      pick: '利物浦',
      ratio: '0/0.5',
      odds: 1.98,
    });
  });

  it('lists the outrights of the champion market and picks a rate as a champion selection', async () => {
    renderBook();
    fireEvent.click(screen.getByTestId('market-tab-FSFU'));
    const rates = await screen.findAllByTestId('outright-rate');
    expect(lastRequest('outrights')).toEqual({ market: 'FSFU', sport: 'ALL', leagueIds: [] });
    expect(rates.map((rate) => rate.dataset.key)).toEqual(['o1|FS|R1', 'o1|FS|R2']);
    expect(rates[0]).toHaveTextContent('曼城 1.75');
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
    await waitFor(() =>
      expect(lastRequest('matches')).toEqual({ market: 'FT', sport: 'ALL', leagueIds: [], date: null }),
    );
  });

  it('says 暂无赛事 when the market is empty', async () => {
    answers.matches = () => answer([]);
    renderBook();
    expect(await screen.findByText('暂无赛事')).toBeInTheDocument();
  });

  it('shows the error with a retry that loads again', async () => {
    answers.matches = () =>
      Promise.reject(new ApiError({ kind: 'network', code: 0, message: '网络异常，请检查网络连接后重试', path: '/x' }));
    renderBook();
    expect(await screen.findByText('网络异常，请检查网络连接后重试')).toBeInTheDocument();
    answers.matches = () => answer([epl1]);
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByTestId('match-row')).toBeInTheDocument();
  });

  it('ignores the answer of a request overtaken by a newer choice', async () => {
    let releaseOld: (value: { matches: SportMatch[]; feedSeq: number; serverTime: string }) => void = () => {};
    answers.matches = (request) =>
      request.sport === 'ALL' ? new Promise((resolve) => (releaseOld = resolve)) : answer([liveBasket]);
    renderBook();
    fireEvent.click(screen.getByTestId('sport-tab-BK'));
    await waitFor(() => expect(screen.getByTestId('match-row')).toHaveAttribute('data-game-id', 'b1'));
    await act(async () => releaseOld({ matches: [epl1], feedSeq: 1, serverTime: '' }));
    expect(screen.getAllByTestId('match-row').map((r) => r.dataset.gameId)).toEqual(['b1']);
  });
});
