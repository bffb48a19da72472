import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bus } from 'shared/bus';
import { renderWithProviders, resetPlatformState, signInForTest } from 'shared/testing/render';
import '../../../../setup';
import { activityFixture } from '../../activity-fixture';
import { RacePanel } from './RacePanel';

const race = activityFixture({
  pageType: 'racePage',
  metric: 'turnover',
  prizes: [
    { rankFrom: 1, rankTo: 1, amount: 8888 },
    { rankFrom: 2, rankTo: 10, amount: 888 },
  ],
  leaderboard: [
    { rank: 1, name: 'ab***9', value: 52000 },
    { rank: 2, name: 'cd***1', value: 31000.5 },
  ],
  me: { rank: 12, value: 1500 },
  result: null,
});

/** The race once it ended and the server paid the prizes. */
function ended(mine: { rank: number; prize: number } | null) {
  return {
    ...race,
    status: 'ended' as const,
    detail: {
      ...race.detail,
      result: {
        settledAt: '2025-03-01 00:00:05',
        winners: [
          { rank: 1, name: 'ab***9', value: 52000, prize: 8888 },
          { rank: 2, name: 'cd***1', value: 31000.5, prize: 888 },
        ],
        mine,
      },
    },
  };
}

beforeEach(resetPlatformState);
afterEach(() => vi.restoreAllMocks());

describe('RacePanel', () => {
  it('shows the prizes by rank and the board with ranks, names and turnover', () => {
    signInForTest();
    renderWithProviders(<RacePanel activity={race} onChange={vi.fn()} />);
    const prizes = screen.getByRole('region', { name: '奖励名次' });
    expect(within(prizes).getByRole('row', { name: '第 1 名 ¥8,888' })).toBeInTheDocument();
    expect(within(prizes).getByRole('row', { name: '第 2-10 名 ¥888' })).toBeInTheDocument();
    const board = screen.getByTestId('race-leaderboard');
    expect(within(board).getByRole('row', { name: '1 ab***9 ¥52,000' })).toBeInTheDocument();
    expect(within(board).getByRole('row', { name: '2 cd***1 ¥31,000.50' })).toBeInTheDocument();
  });

  it("shows the member's rank, turnover and the time left", () => {
    signInForTest();
    renderWithProviders(<RacePanel activity={race} onChange={vi.fn()} />);
    expect(screen.getByTestId('race-my-rank')).toHaveTextContent('第 12 名');
    expect(screen.getByTestId('race-my-turnover')).toHaveTextContent('¥1,500');
    expect(screen.getByText('剩余时间')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/^剩余 \d+ 天/);
  });

  it('says 未上榜 for a member outside the board, and asks a visitor to log in', () => {
    signInForTest();
    const { unmount } = renderWithProviders(
      <RacePanel activity={{ ...race, detail: { ...race.detail, me: { rank: null, value: 0 } } }} onChange={vi.fn()} />,
    );
    expect(screen.getByTestId('race-my-rank')).toHaveTextContent('未上榜');
    unmount();
    resetPlatformState();
    renderWithProviders(<RacePanel activity={{ ...race, detail: { ...race.detail, me: null } }} onChange={vi.fn()} />);
    expect(screen.getByText('登录后查看我的排名')).toBeInTheDocument();
  });

  it('shows an empty board', () => {
    renderWithProviders(
      <RacePanel activity={{ ...race, detail: { ...race.detail, leaderboard: [] } }} onChange={vi.fn()} />,
    );
    expect(screen.getByText('暂无会员上榜')).toBeInTheDocument();
  });

  it('lists who won what once the race ended, with the member own prize', () => {
    signInForTest();
    renderWithProviders(<RacePanel activity={ended({ rank: 2, prize: 888 })} onChange={vi.fn()} />);
    const winners = screen.getByTestId('race-winners');
    expect(within(winners).getByRole('row', { name: '1 ab***9 ¥52,000 ¥8,888' })).toBeInTheDocument();
    expect(within(winners).getByRole('row', { name: '2 cd***1 ¥31,000.50 ¥888' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '获奖名单' })).toBeInTheDocument();
    expect(screen.getByText('2025-03-01 00:00:05 开奖，奖金已自动发放至获奖会员的中心钱包')).toBeInTheDocument();
    expect(screen.getByTestId('race-my-prize')).toHaveTextContent('恭喜您获得第 2 名，奖金 ¥888 已发放至中心钱包');
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('asks for the balance again when the member won, since the prize was paid into the centre wallet', () => {
    signInForTest();
    const emit = vi.spyOn(bus, 'emit');
    const { unmount } = renderWithProviders(<RacePanel activity={ended(null)} onChange={vi.fn()} />);
    expect(emit).not.toHaveBeenCalledWith('balance:refresh');
    unmount();
    renderWithProviders(<RacePanel activity={ended({ rank: 1, prize: 8888 })} onChange={vi.fn()} />);
    expect(emit).toHaveBeenCalledWith('balance:refresh');
  });

  it('tells a member outside the winners so, a visitor nothing of their own, and an empty result plainly', () => {
    signInForTest();
    const { unmount } = renderWithProviders(<RacePanel activity={ended(null)} onChange={vi.fn()} />);
    expect(screen.getByTestId('race-my-prize')).toHaveTextContent('很遗憾，您本次未进入获奖名单');
    unmount();
    resetPlatformState();
    const visitor = ended(null);
    renderWithProviders(
      <RacePanel
        activity={{
          ...visitor,
          detail: { ...visitor.detail, me: null, result: { ...visitor.detail.result, winners: [] } },
        }}
        onChange={vi.fn()}
      />,
    );
    expect(screen.queryByTestId('race-my-prize')).not.toBeInTheDocument();
    expect(screen.getByText('本次活动无会员上榜，奖金未发放')).toBeInTheDocument();
  });

  it('says the prizes are being paid for an ended race not settled yet', () => {
    renderWithProviders(<RacePanel activity={{ ...race, status: 'ended' }} onChange={vi.fn()} />);
    expect(screen.getByTestId('race-settling')).toHaveTextContent('活动已结束，正在统计排名、发放奖金');
    expect(screen.queryByTestId('race-winners')).not.toBeInTheDocument();
  });
});
