import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeEndpoints } from 'shared/testing/fake-endpoints';
import type { HotMatch } from 'shared/contract';
import { RemoteSlotContext, type RemoteSlotRenderer } from 'shared/remotes';
import { renderPage, serveForTest, setTestBrand } from '../render-page';
import { HOT_MATCH_REFRESH_MS, HotMatches } from './HotMatches';

const live: HotMatch = {
  matchId: 'FT-1',
  sportType: 'FT',
  league: '英格兰超级联赛',
  home: '阿斯顿维拉',
  away: '曼彻斯特城',
  startTime: '2025-05-01T11:00:00.000Z',
  isLive: true,
  scoreHome: 2,
  scoreAway: 1,
  odds: { home: 3.6, draw: 3.2, away: 2.05 },
};
const later: HotMatch = {
  ...live,
  matchId: 'BK-1',
  sportType: 'BK',
  league: '美国职业篮球联赛',
  home: '洛杉矶湖人',
  away: '金州勇士',
  isLive: false,
  scoreHome: 0,
  scoreAway: 0,
  odds: { home: 1.65, draw: null, away: 2.2 },
};

/** Answers hotLiveMatches with the given promise. */
function answer(result: Promise<{ list: HotMatch[] }>) {
  return fakeEndpoints({ hotLiveMatches: () => result });
}

beforeEach(() => setTestBrand());
afterEach(() => vi.restoreAllMocks());

describe('hot matches', () => {
  it('shows a live score with its badge, a kick-off time in Beijing time and 1X2 prices', async () => {
    answer(Promise.resolve({ list: [live, later] }));
    renderPage(<HotMatches />);
    const card = await screen.findByTestId('hot-match-FT-1');
    expect(card).toHaveTextContent('直播中');
    expect(card).toHaveTextContent('2 : 1');
    expect(card).toHaveTextContent('主胜 3.60');
    expect(card).toHaveTextContent('和 3.20');
    const upcoming = screen.getByTestId('hot-match-BK-1');
    expect(upcoming).toHaveTextContent('05-01 19:00 开赛');
    expect(upcoming).not.toHaveTextContent('和');
  });

  it('names every sport of the book', async () => {
    answer(
      Promise.resolve({
        list: [
          { ...live, matchId: 'TT-1', sportType: 'TT' },
          { ...later, matchId: 'SK-1', sportType: 'SK' },
        ],
      }),
    );
    renderPage(<HotMatches />);
    expect(await screen.findByTestId('hot-match-TT-1')).toHaveTextContent('乒乓球 · ');
    expect(screen.getByTestId('hot-match-SK-1')).toHaveTextContent('斯诺克 · ');
  });

  it('follows the live book: the score is refreshed in place every 30 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const answers = [{ list: [live] }];
      const request = fakeEndpoints({ hotLiveMatches: () => answers.shift() ?? { list: [{ ...live, scoreHome: 3 }] } });
      renderPage(<HotMatches />);
      expect(await screen.findByTestId('hot-match-FT-1')).toHaveTextContent('2 : 1');
      await vi.advanceTimersByTimeAsync(HOT_MATCH_REFRESH_MS);
      await waitFor(() => expect(screen.getByTestId('hot-match-FT-1')).toHaveTextContent('3 : 1'));
      expect(request).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('names a match button by the words it shows, so a speech user can say them (WCAG 2.5.3)', async () => {
    answer(Promise.resolve({ list: [live, later] }));
    renderPage(<HotMatches />);
    const card = await screen.findByTestId('hot-match-FT-1');
    expect(card).toHaveAccessibleName(/^足球 · 英格兰超级联赛 直播中 阿斯顿维拉 2 : 1 .* 主胜 3\.60/);
  });

  it('goes to the sports page when a match is clicked', async () => {
    answer(Promise.resolve({ list: [live] }));
    renderPage(<HotMatches />);
    fireEvent.click(await screen.findByTestId('hot-match-FT-1'));
    expect(screen.getByText('sport-page')).toBeInTheDocument();
  });

  it('shows the matches without a way in when the brand serves no sports page', async () => {
    serveForTest('home');
    answer(Promise.resolve({ list: [live] }));
    renderPage(<HotMatches />);
    const card = await screen.findByTestId('hot-match-FT-1');
    expect(card.tagName).toBe('ARTICLE');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows a spinner while loading, then the empty state', async () => {
    let resolve: (value: { list: HotMatch[] }) => void = () => undefined;
    answer(new Promise((r) => (resolve = r)));
    renderPage(<HotMatches />);
    expect(screen.getByRole('status')).toHaveTextContent('加载中');
    resolve({ list: [] });
    expect(await screen.findByText('暂无热门赛事')).toBeInTheDocument();
  });

  it('shows an error with a retry that loads again', async () => {
    const request = answer(Promise.reject(new Error('down')));
    renderPage(<HotMatches />);
    fireEvent.click(await screen.findByRole('button', { name: '重试' }));
    await waitFor(() => expect(request).toHaveBeenCalledTimes(2));
  });

  it("opens a live match's chat room for anyone when the brand serves the chat, and closes it again", async () => {
    setTestBrand({ remotes: { chat: 'http://127.0.0.1:2/mf-manifest.json' } });
    answer(Promise.resolve({ list: [live, later] }));
    const slots: unknown[] = [];
    const render: RemoteSlotRenderer = (module, props) => {
      slots.push({ module, props });
      return <p data-testid="slot">{module}</p>;
    };
    renderPage(
      <RemoteSlotContext value={render}>
        <HotMatches />
      </RemoteSlotContext>,
    );
    const chat = await screen.findByRole('button', { name: '打开 阿斯顿维拉 对 曼彻斯特城 的聊天室' });
    // Only the live match has a room to open.
    expect(screen.getAllByTestId('hot-match-chat')).toHaveLength(1);
    fireEvent.click(chat);
    expect(await screen.findByTestId('slot')).toHaveTextContent('chat/MatchChat');
    expect(slots.at(-1)).toMatchObject({
      module: 'chat/MatchChat',
      props: { gameId: 'FT-1', title: '阿斯顿维拉 vs 曼彻斯特城' },
    });
    expect(chat).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(chat);
    await waitFor(() => expect(screen.queryByTestId('slot')).toBeNull());
  });

  it('shows no chat button when the brand leaves the chat out', async () => {
    answer(Promise.resolve({ list: [live] }));
    renderPage(<HotMatches />);
    await screen.findByTestId('hot-match-FT-1');
    expect(screen.queryByTestId('hot-match-chat')).toBeNull();
  });
});
