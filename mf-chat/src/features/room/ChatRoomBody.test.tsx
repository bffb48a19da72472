import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bus } from 'shared/bus';
import { renderWithProviders, resetPlatformState } from 'shared/testing/render';
import type { ChatConnectionView, ChatRoomView } from '../../socket';
import { chatRoom, connectionView, guest, member, messageLine, roomView } from '../../testing/chat-fixtures';
import { ChatRoomBody } from './ChatRoomBody';
import '../../setup';

beforeEach(resetPlatformState);
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function renderBody(view: ChatRoomView, connection: ChatConnectionView = connectionView()) {
  renderWithProviders(<ChatRoomBody view={view} connection={connection} listHeight="20rem" />);
}

const input = () => screen.getByRole('textbox', { name: '输入消息' });

describe('ChatRoomBody', () => {
  it('lets a member type in an open room, with no notice', () => {
    renderBody(roomView());
    expect(input()).toBeEnabled();
    expect(screen.queryByTestId('chat-notice')).not.toBeInTheDocument();
    expect(screen.queryByTestId('chat-connection')).not.toBeInTheDocument();
  });

  it('sends through the room view', () => {
    const view = roomView();
    renderBody(view);
    fireEvent.change(input(), { target: { value: '加油' } });
    fireEvent.click(screen.getByTestId('chat-send'));
    expect(view.send).toHaveBeenCalledWith('加油');
  });

  it('tells a guest in a match room to log in, and 登录 asks for the login dialog', () => {
    const emit = vi.spyOn(bus, 'emit');
    renderBody(roomView(), connectionView({ identity: guest }));
    expect(screen.getByTestId('chat-notice')).toHaveTextContent('登录后即可发言');
    expect(input()).toBeDisabled();
    fireEvent.click(screen.getByTestId('chat-login'));
    expect(emit).toHaveBeenCalledWith('auth:request', { kind: 'login' });
  });

  it('lets a guest write in their own support room', () => {
    renderBody(
      roomView({ room: chatRoom({ rid: guest.supportRid, kind: 'support' }) }),
      connectionView({ identity: guest }),
    );
    expect(screen.queryByTestId('chat-notice')).not.toBeInTheDocument();
    expect(input()).toBeEnabled();
  });

  it('shows a muted member until when, and lets them type again once the mute ends', () => {
    vi.useFakeTimers({ now: Date.UTC(2025, 4, 20, 6, 0), toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    renderBody(roomView({ mutedUntil: Date.UTC(2025, 4, 20, 6, 30) }));
    expect(screen.getByTestId('chat-notice')).toHaveTextContent('您已被禁言，解禁时间 14:30');
    expect(input()).toBeDisabled();
    act(() => {
      vi.advanceTimersByTime(30 * 60_000 + 100);
    });
    expect(screen.queryByTestId('chat-notice')).not.toBeInTheDocument();
    expect(input()).toBeEnabled();
  });

  it('shows a blocked room', () => {
    renderBody(roomView({ room: chatRoom({ blocked: true }) }));
    expect(screen.getByTestId('chat-notice')).toHaveTextContent('房间已被禁言');
    expect(input()).toBeDisabled();
  });

  it('shows a closed room', () => {
    renderBody(roomView({ room: chatRoom({ status: 'closed' }) }));
    expect(screen.getByTestId('chat-notice')).toHaveTextContent('房间已关闭');
    expect(input()).toBeDisabled();
  });

  it('shows the VIP grade the room asks for when the member’s is lower', () => {
    renderBody(roomView({ room: chatRoom({ vipLevel: 3 }) }), connectionView({ identity: { ...member, vipLevel: 2 } }));
    expect(screen.getByTestId('chat-notice')).toHaveTextContent('需要VIP3及以上才能发言');
    expect(input()).toBeDisabled();
  });

  it('lets a member of the room’s VIP grade write', () => {
    renderBody(roomView({ room: chatRoom({ vipLevel: 2 }) }), connectionView({ identity: { ...member, vipLevel: 2 } }));
    expect(input()).toBeEnabled();
  });

  it('keeps the input disabled while joining', () => {
    renderBody(roomView({ status: 'joining', room: null }));
    expect(screen.getByTestId('chat-lines')).toHaveTextContent('正在进入聊天室…');
    expect(input()).toBeDisabled();
  });

  it('shows why joining failed with 重试', () => {
    const view = roomView({ status: 'failed', room: null, error: '比赛不存在' });
    renderBody(view);
    expect(screen.getByTestId('chat-join-failed')).toHaveTextContent('进入聊天室失败比赛不存在');
    expect(screen.queryByTestId('chat-input')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(view.retry).toHaveBeenCalled();
  });

  it('keeps a destroyed room readable with 房间已关闭 and no input', () => {
    const view = roomView({ status: 'destroyed', lines: [messageLine('再见')] });
    renderBody(view);
    expect(screen.getByTestId('chat-line')).toHaveTextContent('再见');
    expect(screen.getByTestId('chat-notice')).toHaveTextContent('房间已关闭');
    expect(screen.queryByTestId('chat-input')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '重新进入' }));
    expect(view.retry).toHaveBeenCalled();
  });

  it('shows the connection quietly while it is not open, and lets queued sends be typed', () => {
    renderBody(roomView(), connectionView({ state: 'reconnecting' }));
    expect(screen.getByTestId('chat-connection')).toHaveTextContent('重新连接中…');
    expect(input()).toBeEnabled();
  });

  it('says 连接中… before the first connection', () => {
    renderBody(roomView(), connectionView({ state: 'connecting', identity: null }));
    expect(screen.getByTestId('chat-connection')).toHaveTextContent('连接中…');
  });
});
