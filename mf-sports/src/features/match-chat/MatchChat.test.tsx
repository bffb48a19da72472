import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bus } from 'shared/bus';
import type { SportMatch } from 'shared/contract';
import { RemoteSlotContext, type RemoteModules, type RemoteSlotRenderer } from 'shared/remotes';
import { appStore } from 'shared/state';
import { renderWithProviders, resetPlatformState } from 'shared/testing/render';
import { fakeSports } from '../../api/sports-fakes';
import '../../setup';
import { bookFilterAtom } from '../book';
import { INITIAL_BOOK_FILTER } from '../book';
import { SportsBook } from '../book';
import { priceStore } from '../feed';
import { testMarket, testMatch } from '../../testing/test-match';
import { matchChatAtom } from './match-chat-atom';

let matches: SportMatch[] = [];

function serveBook(): void {
  fakeSports({
    leagues: { leagues: [], dates: [] },
    outrights: { outrights: [] },
    matches: () => ({ matches, feedSeq: 1, serverTime: '2025-11-22T10:00:00Z' }),
  });
}

const upcoming = testMatch();
const liveFootball = testMatch({
  gameId: 'g7',
  hgid: 'h7',
  team_h: '阿森纳',
  team_c: '切尔西',
  isLive: true,
  gameStatus: 'live',
  re_time: '2H^65',
  t_count: 3900,
  sc_FT_H: 1,
  sc_FT_C: 0,
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
    testMarket({
      w: 'RM',
      prices: [
        { r: 'H', odds: 2.5 },
        { r: 'C', odds: 1.5 },
      ],
    }),
  ],
});

type MatchChatProps = ComponentProps<RemoteModules['chat/MatchChat']>;

/** Stands in for the host: records what the book asks it to render and shows the room's props. */
const slots: { module: string; props: MatchChatProps }[] = [];
const recordSlot: RemoteSlotRenderer = (module, props) => {
  slots.push({ module, props: props as MatchChatProps });
  const chat = props as MatchChatProps;
  return (
    <div data-testid="slot" data-module={module} data-game-id={chat.gameId}>
      {chat.title}
      <button type="button" onClick={chat.onClose}>
        close
      </button>
    </div>
  );
};

function renderBook() {
  return renderWithProviders(
    <RemoteSlotContext value={recordSlot}>
      <SportsBook aside={<div data-testid="aside">slip</div>} />
    </RemoteSlotContext>,
  );
}

function row(gameId: string): HTMLElement {
  const found = screen.getAllByTestId('match-row').find((r) => r.dataset.gameId === gameId);
  if (!found) throw new Error(`no row ${gameId}`);
  return found;
}

beforeEach(() => {
  resetPlatformState();
  priceStore.reset();
  slots.length = 0;
  matches = [upcoming, liveFootball, liveBasket];
  appStore.set(bookFilterAtom, INITIAL_BOOK_FILTER);
  appStore.set(matchChatAtom, null);
  serveBook();
});
afterEach(() => vi.restoreAllMocks());

describe('the match chat in the sports book', () => {
  it('offers the chat room only on live matches', async () => {
    renderBook();
    await screen.findAllByTestId('match-row');
    expect(within(row('g1')).queryByTestId('match-chat-open')).not.toBeInTheDocument();
    expect(within(row('g7')).getByRole('button', { name: '聊天室' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(row('b1')).getByTestId('match-chat-open')).toBeInTheDocument();
    expect(screen.queryByTestId('slot')).not.toBeInTheDocument();
  });

  it('opens the room below the slip through the host, switches rooms and closes', async () => {
    renderBook();
    await screen.findAllByTestId('match-row');
    fireEvent.click(within(row('b1')).getByTestId('match-chat-open'));

    const slot = screen.getByTestId('slot');
    expect(slot).toHaveAttribute('data-module', 'chat/MatchChat');
    expect(slots.at(-1)?.props).toEqual({ gameId: 'b1', title: '湖人 vs 勇士', onClose: expect.any(Function) });
    // Below the slip, in the same side column.
    expect(screen.getByTestId('aside').compareDocumentPosition(slot) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(row('b1')).getByTestId('match-chat-open')).toHaveAttribute('aria-pressed', 'true');

    // Another live match: one room at a time.
    fireEvent.click(within(row('g7')).getByTestId('match-chat-open'));
    expect(screen.getAllByTestId('slot')).toHaveLength(1);
    expect(screen.getByTestId('slot')).toHaveAttribute('data-game-id', 'g7');
    expect(slots.at(-1)?.props).toMatchObject({ gameId: 'g7', title: '阿森纳 vs 切尔西' });
    expect(within(row('b1')).getByTestId('match-chat-open')).toHaveAttribute('aria-pressed', 'false');
    expect(within(row('g7')).getByTestId('match-chat-open')).toHaveAttribute('aria-pressed', 'true');

    // The room's own close button.
    fireEvent.click(within(screen.getByTestId('slot')).getByRole('button', { name: 'close' }));
    expect(screen.queryByTestId('slot')).not.toBeInTheDocument();
    expect(within(row('g7')).getByTestId('match-chat-open')).toHaveAttribute('aria-pressed', 'false');

    // Pressing the open match's button again closes its room too.
    fireEvent.click(within(row('b1')).getByTestId('match-chat-open'));
    expect(screen.getByTestId('slot')).toHaveAttribute('data-game-id', 'b1');
    fireEvent.click(within(row('b1')).getByTestId('match-chat-open'));
    expect(screen.queryByTestId('slot')).not.toBeInTheDocument();
  });

  it('keeps the room open when the match leaves the list and when the book is shown again', async () => {
    const first = renderBook();
    await screen.findAllByTestId('match-row');
    fireEvent.click(within(row('b1')).getByTestId('match-chat-open'));

    matches = [upcoming];
    fireEvent.click(screen.getByTestId('market-tab-FU'));
    await waitFor(() => expect(screen.getAllByTestId('match-row').map((r) => r.dataset.gameId)).toEqual(['g1']));
    expect(screen.getByTestId('slot')).toHaveAttribute('data-game-id', 'b1');

    first.unmount();
    renderBook();
    expect(screen.getByTestId('slot')).toHaveAttribute('data-game-id', 'b1');
  });

  it('shows the score a room pushes in the match row', async () => {
    renderBook();
    await screen.findAllByTestId('match-row');
    expect(row('b1')).toHaveTextContent('66');
    act(() => bus.emit('chat:score', { rid: 'match-b1', gameId: 'b1', sc_FT_H: 71, t_count: 200 }));
    expect(row('b1')).toHaveTextContent('71');
    expect(row('b1')).not.toHaveTextContent('66');
    expect(within(row('b1')).getByTestId('match-time')).toHaveTextContent('第三节03:20');
    // The push's room id is not a field of the match.
    expect(priceStore.getMatch('b1')).not.toHaveProperty('rid');
    // A push for a match the book does not list changes nothing.
    act(() => bus.emit('chat:score', { rid: 'match-zz', gameId: 'zz', sc_FT_H: 3 }));
    expect(priceStore.getMatch('zz')).toBeUndefined();
  });
});
