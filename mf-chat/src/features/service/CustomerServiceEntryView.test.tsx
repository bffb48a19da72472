import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from 'shared/api';
import { bus } from 'shared/bus';
import { onlineCustomService } from 'shared/contract';
import { fakeEndpoints } from 'shared/testing/fake-endpoints';
import { renderWithProviders, resetPlatformState } from 'shared/testing/render';
import type { ChatConnectionView, ChatRoomView } from '../../socket';
import CustomerServiceEntry from '../../exposes/CustomerServiceEntry';
import { roomView } from '../../testing/chat-fixtures';
import '../../setup';

const WARNING =
  '为了您的资金安全，充值渠道仅以官网、官方APP或官方客服提供的为准，线下第三方代充值一律不予认可，请勿相信。';
const serviceUrl = 'https://service.example.com/chat?site=1';

const socket = vi.hoisted(() => ({
  connection: null as ChatConnectionView | null,
  view: null as ChatRoomView | null,
  rooms: [] as (string | null)[],
  unreadRooms: [] as (string | null)[],
  unread: 0,
  markRead: (() => undefined) as () => void,
  started: 0,
}));

vi.mock('../../socket', async () => {
  const fixtures = await import('../../testing/chat-fixtures');
  return {
    useChatRoom: (rid: string | null) => {
      socket.rooms.push(rid);
      return (
        socket.view ??
        fixtures.roomView({ room: fixtures.chatRoom({ rid: 'support-10001', kind: 'support', title: '在线客服' }) })
      );
    },
    useChatConnection: () => socket.connection ?? fixtures.connectionView(),
    useUnread: (rid: string | null) => {
      socket.unreadRooms.push(rid);
      return { count: socket.unread, markRead: socket.markRead };
    },
    ensureChatStarted: () => {
      socket.started += 1;
    },
  };
});

beforeEach(() => {
  resetPlatformState();
  Object.assign(socket, {
    connection: null,
    view: null,
    rooms: [],
    unreadRooms: [],
    unread: 0,
    markRead: vi.fn(),
    started: 0,
  });
});
afterEach(() => vi.restoreAllMocks());

const entry = () => screen.getByRole('button', { name: '在线客服' });

function openSupport() {
  fireEvent.click(entry());
  fireEvent.click(within(screen.getByRole('dialog', { name: '温馨提示' })).getByRole('button', { name: '确定' }));
  return screen.getByTestId('support-chat');
}

describe('CustomerServiceEntry', () => {
  it('starts the chat socket with the page', () => {
    renderWithProviders(<CustomerServiceEntry variant="header" />);
    expect(socket.started).toBeGreaterThan(0);
  });

  it('warns about deposit channels before anything is fetched or opened', () => {
    const request = fakeEndpoints({});
    renderWithProviders(<CustomerServiceEntry variant="header" />);
    fireEvent.click(entry());
    const dialog = screen.getByRole('dialog', { name: '温馨提示' });
    expect(dialog).toHaveTextContent(WARNING);
    expect(request).not.toHaveBeenCalled();
    expect(screen.queryByTestId('support-chat')).not.toBeInTheDocument();
  });

  it('opens the warning at once when the host’s stand-in button was pressed (openOnStart)', () => {
    renderWithProviders(<CustomerServiceEntry variant="header" openOnStart />);
    expect(screen.getByRole('dialog', { name: '温馨提示' })).toHaveTextContent(WARNING);
  });

  it('closes the warning on 取消 without opening anything', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderWithProviders(<CustomerServiceEntry variant="header" />);
    fireEvent.click(entry());
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByTestId('support-chat')).not.toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
  });

  it('on 确定 opens the support chat on the member’s support room, with the input focused', () => {
    const request = fakeEndpoints({});
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderWithProviders(<CustomerServiceEntry variant="header" />);
    const window_ = openSupport();
    expect(screen.getByRole('dialog', { name: '在线客服' })).toBe(window_);
    expect(screen.queryByRole('dialog', { name: '温馨提示' })).not.toBeInTheDocument();
    expect(socket.rooms).toContain('support-10001');
    expect(within(window_).getByRole('textbox', { name: '输入消息' })).toHaveFocus();
    expect(request).not.toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
  });

  it('notes on this device when the support window was open, so the next pages start the chat with them', () => {
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_800_000_000_000);
    renderWithProviders(<CustomerServiceEntry variant="header" />);
    expect(localStorage.getItem('chatSupportAt')).toBeNull();
    fireEvent.click(entry());
    expect(localStorage.getItem('chatSupportAt')).toBeNull();
    openSupport();
    expect(localStorage.getItem('chatSupportAt')).toBe('1800000000000');
    now.mockReturnValue(1_800_000_060_000);
    fireEvent.click(screen.getByTestId('support-chat-close'));
    expect(localStorage.getItem('chatSupportAt')).toBe('1800000060000');
  });

  it('holds focus in the window while the room is still joining', () => {
    socket.connection = { state: 'connecting', identity: null };
    socket.view = roomView({ status: 'idle', room: null });
    renderWithProviders(<CustomerServiceEntry variant="header" />);
    const window_ = openSupport();
    expect(socket.rooms).toContain(null);
    expect(window_).toHaveFocus();
    expect(within(window_).getByTestId('chat-connection')).toHaveTextContent('连接中…');
  });

  it('closes the window on Escape and on ×, giving focus back to the entry', () => {
    renderWithProviders(<CustomerServiceEntry variant="header" />);
    fireEvent.keyDown(openSupport(), { key: 'Escape' });
    expect(screen.queryByTestId('support-chat')).not.toBeInTheDocument();
    expect(entry()).toHaveFocus();
    openSupport();
    fireEvent.click(screen.getByTestId('support-chat-close'));
    expect(screen.queryByTestId('support-chat')).not.toBeInTheDocument();
    expect(entry()).toHaveFocus();
  });

  it('shows the unread count of the support room while the window is closed, and reads it while open', () => {
    socket.unread = 3;
    renderWithProviders(<CustomerServiceEntry variant="header" />);
    expect(socket.unreadRooms).toContain('support-10001');
    expect(screen.getByTestId('chat-unread')).toHaveTextContent('3');
    expect(entry()).toHaveAccessibleDescription('3条未读客服消息');
    expect(socket.markRead).not.toHaveBeenCalled();
    openSupport();
    expect(screen.queryByTestId('chat-unread')).not.toBeInTheDocument();
    expect(socket.markRead).toHaveBeenCalled();
    socket.unread = 0;
    fireEvent.click(screen.getByTestId('support-chat-close'));
    expect(screen.queryByTestId('chat-unread')).not.toBeInTheDocument();
  });

  it('shows no badge when nothing is unread', () => {
    renderWithProviders(<CustomerServiceEntry variant="header" />);
    expect(screen.queryByTestId('chat-unread')).not.toBeInTheDocument();
  });

  it('在新窗口打开客服 fetches the service address and opens it in a new tab', async () => {
    let answer: (value: { url: string }) => void = () => undefined;
    const request = fakeEndpoints({ onlineCustomService: () => new Promise((resolve) => (answer = resolve)) });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderWithProviders(<CustomerServiceEntry variant="header" />);
    openSupport();
    const link = screen.getByRole('button', { name: '在新窗口打开客服' });
    fireEvent.click(link);
    expect(link).toBeDisabled();
    await waitFor(() => expect(request).toHaveBeenCalledWith(onlineCustomService, {}));
    expect(open).not.toHaveBeenCalled();
    await act(async () => answer({ url: serviceUrl }));
    await waitFor(() => expect(open).toHaveBeenCalledWith(serviceUrl, '_blank', 'noopener'));
    expect(link).toBeEnabled();
  });

  it('reads the address again on every press, as the server may rotate it', async () => {
    let calls = 0;
    const request = fakeEndpoints({
      onlineCustomService: () => {
        calls += 1;
        return { url: `${serviceUrl}&n=${calls}` };
      },
    });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderWithProviders(<CustomerServiceEntry variant="header" />);
    openSupport();
    const link = screen.getByRole('button', { name: '在新窗口打开客服' });
    fireEvent.click(link);
    await waitFor(() => expect(open).toHaveBeenCalledWith(`${serviceUrl}&n=1`, '_blank', 'noopener'));
    await waitFor(() => expect(link).toBeEnabled());
    fireEvent.click(link);
    await waitFor(() => expect(open).toHaveBeenCalledWith(`${serviceUrl}&n=2`, '_blank', 'noopener'));
    expect(open).toHaveBeenCalledTimes(2);
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('toasts the server message when the service address cannot be fetched', async () => {
    fakeEndpoints({
      onlineCustomService: () => {
        throw new ApiError({ kind: 'business', code: 6013, message: '维护中', path: onlineCustomService.path });
      },
    });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const emit = vi.spyOn(bus, 'emit');
    renderWithProviders(<CustomerServiceEntry variant="header" />);
    openSupport();
    fireEvent.click(screen.getByRole('button', { name: '在新窗口打开客服' }));
    await waitFor(() => expect(emit).toHaveBeenCalledWith('ui:toast', { message: '维护中', kind: 'error' }));
    expect(open).not.toHaveBeenCalled();
  });

  it('renders the floating variant as a round icon button named 在线客服, with its badge', () => {
    socket.unread = 1;
    renderWithProviders(<CustomerServiceEntry variant="floating" />);
    const button = entry();
    expect(button).toHaveAttribute('data-testid', 'customer-service-floating');
    expect(button).not.toHaveTextContent('在线客服');
    expect(getComputedStyle(button).position).toBe('fixed');
    expect(within(button).getByTestId('chat-unread')).toHaveTextContent('1');
  });
});
