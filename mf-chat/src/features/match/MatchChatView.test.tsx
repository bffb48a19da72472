import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatScorePush } from 'shared/contract';
import { resetPlatformState } from 'shared/testing/render';
import { PlatformProviders } from 'shared/ui';
import type { MatchChatProps } from 'shared/remotes';
import type { ChatRoomView } from '../../socket';
import { chatRoom, roomView } from '../../testing/chat-fixtures';
import MatchChat from '../../exposes/MatchChat';
import '../../setup';

const socket = vi.hoisted(() => ({
  view: null as ChatRoomView | null,
  rooms: [] as (string | null)[],
  started: 0,
}));

vi.mock('../../socket', async () => {
  const fixtures = await import('../../testing/chat-fixtures');
  return {
    useChatRoom: (rid: string | null) => {
      socket.rooms.push(rid);
      return socket.view ?? fixtures.roomView();
    },
    useChatConnection: () => fixtures.connectionView(),
    useUnread: () => ({ count: 0, markRead: () => undefined }),
    ensureChatStarted: () => {
      socket.started += 1;
    },
  };
});

beforeEach(() => {
  resetPlatformState();
  socket.view = null;
  socket.rooms = [];
  socket.started = 0;
});

function ui(props: Partial<MatchChatProps> = {}) {
  return (
    <PlatformProviders withGlobalStyle={false}>
      <MatchChat gameId="g1" title="巴萨 vs 皇马" {...props} />
    </PlatformProviders>
  );
}

const push = (score: Partial<ChatScorePush>): ChatScorePush => ({ rid: 'match-g1', gameId: 'g1', ...score });

describe('MatchChat', () => {
  it('joins the match’s room and starts the socket', () => {
    render(ui());
    const panel = screen.getByTestId('match-chat');
    expect(panel).toHaveAttribute('data-rid', 'match-g1');
    expect(socket.rooms).toContain('match-g1');
    expect(socket.started).toBeGreaterThan(0);
    expect(within(panel).getByRole('heading')).toHaveTextContent('巴萨 vs 皇马');
    expect(panel).toHaveTextContent('12人在线');
  });

  it('heads the panel with the live score, kept across pushes that carry no score', () => {
    socket.view = roomView({ lastScore: push({ sc_FT_H: 2, sc_FT_C: 1 }) });
    const { rerender } = render(ui());
    expect(screen.getByRole('heading')).toHaveTextContent('巴萨 vs 皇马2 : 1');
    expect(screen.getByTestId('match-chat-score')).toHaveTextContent('2 : 1');
    socket.view = roomView({ lastScore: push({ re_time: "67'" }) });
    rerender(ui());
    expect(screen.getByTestId('match-chat-score')).toHaveTextContent('2 : 1');
    socket.view = roomView({ lastScore: push({ sc_FT_H: 3, sc_FT_C: 1 }) });
    rerender(ui());
    expect(screen.getByTestId('match-chat-score')).toHaveTextContent('3 : 1');
  });

  it('shows no score before any push', () => {
    render(ui());
    expect(screen.queryByTestId('match-chat-score')).not.toBeInTheDocument();
  });

  it('shows the three most predicted scores as chips', () => {
    socket.view = roomView({
      prediction: {
        rid: 'match-g1',
        gameId: 'g1',
        predictions: [
          { score: '1-0', percent: 12 },
          { score: '2-1', percent: 35.4 },
          { score: '0-0', percent: 5 },
          { score: '1-1', percent: 20 },
        ],
      },
    });
    render(ui());
    const chips = within(screen.getByTestId('match-chat-prediction')).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual(['2 : 1 35%', '1 : 1 20%', '1 : 0 12%']);
  });

  it('shows the close button only when the sports book gives onClose, and calls it', () => {
    const { rerender } = render(ui());
    expect(screen.queryByTestId('match-chat-close')).not.toBeInTheDocument();
    const onClose = vi.fn();
    rerender(ui({ onClose }));
    fireEvent.click(screen.getByTestId('match-chat-close'));
    expect(onClose).toHaveBeenCalled();
  });

  it('shows the room’s notice, e.g. a closed match room', () => {
    socket.view = roomView({ room: chatRoom({ status: 'closed' }) });
    render(ui());
    expect(screen.getByTestId('chat-notice')).toHaveTextContent('房间已关闭');
  });
});
