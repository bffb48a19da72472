import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PlatformProviders } from 'shared/ui';
import { resetPlatformState } from 'shared/testing/render';
import type { ChatLine } from '../../socket';
import { messageLine } from '../../testing/chat-fixtures';
import { ChatLineList, type ChatLineListProps } from './ChatLineList';
import '../../setup';

beforeEach(resetPlatformState);

function ui(props: Partial<ChatLineListProps>) {
  const all: ChatLineListProps = {
    lines: [],
    loading: false,
    hasOlder: false,
    loadingOlder: false,
    loadOlder: vi.fn(),
    myName: 'demo888',
    height: '20rem',
    ...props,
  };
  return (
    <PlatformProviders withGlobalStyle={false}>
      <ChatLineList {...all} />
    </PlatformProviders>
  );
}

/** happy-dom lays nothing out: give the scroller a content height and a visible height. */
function measure(scroller: HTMLElement, size: { content: number; visible: number }) {
  Object.defineProperty(scroller, 'scrollHeight', { configurable: true, get: () => size.content });
  Object.defineProperty(scroller, 'clientHeight', { configurable: true, get: () => size.visible });
}

function scrollTo(scroller: HTMLElement, top: number) {
  scroller.scrollTop = top;
  fireEvent.scroll(scroller);
}

const pending: ChatLine = { kind: 'pending', cid: 'cid-00000001', msg: '马上进球', at: Date.UTC(2025, 4, 20, 6, 8) };
const refused: ChatLine = {
  kind: 'refused',
  cid: 'cid-00000002',
  msg: '太快了',
  at: Date.UTC(2025, 4, 20, 6, 9),
  reason: '发言太快了，请稍后再试',
};

describe('ChatLineList', () => {
  it('shows a member’s name, VIP badge, time and text, and marks my own lines', () => {
    render(ui({ lines: [messageLine('好球！'), messageLine('谢谢', { mine: true, name: 'demo888', vipLevel: 0 })] }));
    const [other, mine] = screen.getAllByTestId('chat-line');
    expect(other).toHaveAttribute('data-kind', 'message');
    expect(other).toHaveAttribute('data-mine', 'false');
    expect(within(other!).getByTestId('chat-line-name')).toHaveTextContent('球迷小王');
    expect(other).toHaveTextContent('VIP3');
    expect(other).toHaveTextContent('14:07');
    expect(within(other!).getByTestId('chat-line-text')).toHaveTextContent('好球！');
    expect(mine).toHaveAttribute('data-mine', 'true');
    expect(mine).not.toHaveTextContent('VIP');
  });

  it('renders message text as text, never as HTML', () => {
    render(ui({ lines: [messageLine('<img src=x onerror="alert(1)"><b>粗</b>')] }));
    const text = screen.getByTestId('chat-line-text');
    expect(text).toHaveTextContent('<img src=x onerror="alert(1)"><b>粗</b>');
    expect(text.querySelector('img, b')).toBeNull();
  });

  it('shows my pending line greyed with 发送中, and a refused line with its reason', () => {
    render(ui({ lines: [pending, refused] }));
    const [sending, refusal] = screen.getAllByTestId('chat-line');
    expect(sending).toHaveAttribute('data-kind', 'pending');
    expect(sending).toHaveAttribute('data-mine', 'true');
    expect(sending).toHaveTextContent('发送中');
    expect(within(sending!).getByTestId('chat-line-name')).toHaveTextContent('demo888');
    expect(getComputedStyle(within(sending!).getByTestId('chat-line-text')).opacity).toBe('0.55');
    expect(refusal).toHaveAttribute('data-kind', 'refused');
    expect(within(refusal!).getByTestId('chat-line-reason')).toHaveTextContent('发言太快了，请稍后再试');
    expect(within(refusal!).getByTestId('chat-line-text')).toHaveTextContent('太快了');
  });

  it('shows system lines small and centred, and an agent with 客服', () => {
    render(
      ui({
        lines: [
          { kind: 'system', id: 's1', text: '球迷小王 进入了房间', at: 1 },
          messageLine('您好', { role: 'agent', name: '客服小美', vipLevel: 0 }),
        ],
      }),
    );
    const [system, agent] = screen.getAllByTestId('chat-line');
    expect(system).toHaveAttribute('data-kind', 'system');
    expect(getComputedStyle(system!).textAlign).toBe('center');
    expect(agent).toHaveTextContent('客服小美客服');
  });

  it('says so while joining, and when the room has no messages yet', () => {
    const { rerender } = render(ui({ loading: true }));
    expect(screen.getByTestId('chat-lines')).toHaveTextContent('正在进入聊天室…');
    rerender(ui({ loading: false }));
    expect(screen.getByTestId('chat-lines')).toHaveTextContent('暂无消息，来说两句吧');
  });

  it('offers 查看更早的消息 while older pages exist, busy while one loads', () => {
    const loadOlder = vi.fn();
    const { rerender } = render(ui({ lines: [messageLine('a')], hasOlder: true, loadOlder }));
    fireEvent.click(screen.getByTestId('chat-older'));
    expect(loadOlder).toHaveBeenCalledTimes(1);
    rerender(ui({ lines: [messageLine('a')], hasOlder: true, loadingOlder: true, loadOlder }));
    expect(screen.getByTestId('chat-older')).toBeDisabled();
    expect(screen.getByTestId('chat-older')).toHaveTextContent('加载中…');
    rerender(ui({ lines: [messageLine('a')], hasOlder: false, loadOlder }));
    expect(screen.queryByTestId('chat-older')).not.toBeInTheDocument();
  });

  it('loads an older page on scrolling to the top, not while one loads or when there is none', () => {
    const loadOlder = vi.fn();
    const lines = [messageLine('a'), messageLine('b')];
    const { rerender } = render(ui({ lines, hasOlder: true, loadOlder }));
    const scroller = screen.getByTestId('chat-lines');
    measure(scroller, { content: 1000, visible: 400 });
    scrollTo(scroller, 300);
    expect(loadOlder).not.toHaveBeenCalled();
    scrollTo(scroller, 0);
    expect(loadOlder).toHaveBeenCalledTimes(1);
    rerender(ui({ lines, hasOlder: true, loadingOlder: true, loadOlder }));
    scrollTo(scroller, 10);
    rerender(ui({ lines, hasOlder: false, loadOlder }));
    scrollTo(scroller, 0);
    expect(loadOlder).toHaveBeenCalledTimes(1);
  });

  it('keeps the reader’s place when an older page arrives on top', () => {
    const size = { content: 1000, visible: 400 };
    const lines = [messageLine('c'), messageLine('d')];
    const { rerender } = render(ui({ lines: [], loading: true }));
    const scroller = screen.getByTestId('chat-lines');
    measure(scroller, size);
    rerender(ui({ lines, hasOlder: true }));
    expect(scroller.scrollTop).toBe(1000);
    scrollTo(scroller, 0);
    size.content = 1600;
    rerender(ui({ lines: [messageLine('a'), messageLine('b'), ...lines], hasOlder: true }));
    expect(scroller.scrollTop).toBe(600);
  });

  it('follows new lines at the bottom, and shows 有新消息 instead when scrolled up', () => {
    const size = { content: 1000, visible: 400 };
    const first = messageLine('a');
    const { rerender } = render(ui({ lines: [] }));
    const scroller = screen.getByTestId('chat-lines');
    measure(scroller, size);
    rerender(ui({ lines: [first] }));
    scrollTo(scroller, 600);
    size.content = 1100;
    const second = messageLine('b');
    rerender(ui({ lines: [first, second] }));
    expect(scroller.scrollTop).toBe(1100);
    expect(screen.queryByRole('button', { name: '有新消息' })).not.toBeInTheDocument();

    scrollTo(scroller, 200);
    size.content = 1200;
    const third = messageLine('c');
    rerender(ui({ lines: [first, second, third] }));
    expect(scroller.scrollTop).toBe(200);
    fireEvent.click(screen.getByRole('button', { name: '有新消息' }));
    expect(scroller.scrollTop).toBe(1200);
    expect(screen.queryByRole('button', { name: '有新消息' })).not.toBeInTheDocument();
  });

  it('scrolls down to my own new line even when scrolled up', () => {
    const size = { content: 1000, visible: 400 };
    const first = messageLine('a');
    const { rerender } = render(ui({ lines: [] }));
    const scroller = screen.getByTestId('chat-lines');
    measure(scroller, size);
    rerender(ui({ lines: [first] }));
    scrollTo(scroller, 100);
    size.content = 1100;
    rerender(ui({ lines: [first, pending] }));
    expect(scroller.scrollTop).toBe(1100);
    expect(screen.queryByRole('button', { name: '有新消息' })).not.toBeInTheDocument();
  });
});
