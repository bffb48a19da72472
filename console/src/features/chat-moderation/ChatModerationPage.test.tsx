import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from 'shared/api';
import {
  consoleChatBlock,
  consoleChatDestroy,
  consoleChatMute,
  consoleChatNotify,
  consoleChatPrediction,
  consoleChatRooms,
  consoleChatUnmute,
  type ModeratedRoom,
} from 'shared/contract/console';
import { fakeConsoleEndpoints } from 'shared/testing/fake-console-endpoints';
import { consoleApi } from '../../lib/console-api';
import { renderConsole, resetConsoleSession, signInOperator } from '../../testing/render-console';
import { ChatModerationPage } from './ChatModerationPage';

const room: ModeratedRoom = {
  rid: 'match-42',
  title: '红队 vs 蓝队',
  status: 'open',
  blocked: false,
  vipLevel: 0,
  online: 3,
  messages: 1,
  muted: 1,
  lastAt: Date.UTC(2026, 10, 27, 10, 0),
};
const message = {
  id: '9',
  cid: 'cid-00000009',
  rid: 'match-42',
  userId: '7',
  name: 'casino02',
  role: 'member' as const,
  vipLevel: 0,
  msg: '加我微信领彩金',
  at: Date.UTC(2026, 10, 27, 10, 0),
};
const view = {
  room,
  messages: [message],
  mutes: [{ userId: '8', name: 'sports02', mutedUntil: Date.UTC(2026, 10, 27, 11, 0), reason: '刷屏' }],
};

beforeEach(() => {
  resetConsoleSession();
  signInOperator(['moderator']);
});
afterEach(() => vi.restoreAllMocks());

describe('chat moderation desk', () => {
  it('lists the rooms with their state and opens one', async () => {
    const spy = fakeConsoleEndpoints(consoleApi, {
      consoleChatRooms: { list: [room], total: 1, pageNum: 1, pageSize: 10 },
      consoleChatRoom: view,
    });
    renderConsole(<ChatModerationPage />, { route: '/chat-moderation' });
    const row = await screen.findByTestId('chat-room');
    expect(row).toHaveTextContent('红队 vs 蓝队');
    expect(row).toHaveTextContent('开放');
    expect(row).toHaveTextContent('所有会员');
    fireEvent.change(screen.getByLabelText('搜索聊天室'), { target: { value: ' 红队 ' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(spy).toHaveBeenLastCalledWith(consoleChatRooms, { pageNum: 1, pageSize: 10, search: '红队' }),
    );
    fireEvent.click(within(row).getByRole('button', { name: '查看聊天室 红队 vs 蓝队' }));
    expect(await screen.findByTestId('chat-room-state')).toHaveTextContent(
      '状态：开放 · 正常 · 发言VIP等级：所有会员 · 在线：3',
    );
    expect(screen.getByTestId('chat-room-line')).toHaveTextContent('加我微信领彩金');
    expect(screen.getByTestId('chat-room-mute')).toHaveTextContent('刷屏');
  });

  it('mutes the sender of a message line with a time and a reason, and says why the server refused', async () => {
    const spy = fakeConsoleEndpoints(consoleApi, {
      consoleChatRoom: view,
      consoleChatMute: ({ reason }) => {
        if (reason === '测试拒绝')
          throw new ApiError({
            kind: 'business',
            code: 8002,
            message: '您的角色无权执行此操作',
            path: consoleChatMute.path,
          });
        return { affected: 1 };
      },
    });
    renderConsole(<ChatModerationPage />, { route: '/chat-moderation?room=match-42' });
    fireEvent.click(await screen.findByRole('button', { name: '禁言 casino02' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('会员账号')).toHaveValue('casino02');
    fireEvent.click(within(dialog).getByRole('button', { name: '禁言会员' }));
    expect(await within(dialog).findByText('请填写原因（至少2个字）')).toBeInTheDocument();
    expect(spy).not.toHaveBeenCalledWith(consoleChatMute, expect.anything());
    fireEvent.change(within(dialog).getByLabelText('禁言时长'), { target: { value: '60' } });
    fireEvent.change(within(dialog).getByLabelText('原因'), { target: { value: '测试拒绝' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '禁言会员' }));
    expect(await within(dialog).findByText('您的角色无权执行此操作')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('原因'), { target: { value: '发广告' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '禁言会员' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(spy).toHaveBeenCalledWith(consoleChatMute, {
      rid: 'match-42',
      name: 'casino02',
      minutes: 60,
      reason: '发广告',
    });
  });

  it('blocks and lifts a mute at once, and destroys only after a confirmation', async () => {
    const spy = fakeConsoleEndpoints(consoleApi, {
      consoleChatRoom: view,
      consoleChatBlock: { affected: 3 },
      consoleChatUnmute: { affected: 0 },
      consoleChatDestroy: { affected: 3 },
    });
    renderConsole(<ChatModerationPage />, { route: '/chat-moderation?room=match-42' });
    fireEvent.click(await screen.findByRole('button', { name: '屏蔽聊天室' }));
    await waitFor(() => expect(spy).toHaveBeenCalledWith(consoleChatBlock, { rid: 'match-42', blocked: true }));
    fireEvent.click(screen.getByRole('button', { name: '解除 sports02 的禁言' }));
    await waitFor(() => expect(spy).toHaveBeenCalledWith(consoleChatUnmute, { rid: 'match-42', name: 'sports02' }));

    fireEvent.click(screen.getByRole('button', { name: '销毁聊天室' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('「红队 vs 蓝队」的设置、禁言和历史消息将全部删除');
    expect(spy).not.toHaveBeenCalledWith(consoleChatDestroy, expect.anything());
    fireEvent.click(within(dialog).getByRole('button', { name: '销毁聊天室' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(spy).toHaveBeenCalledWith(consoleChatDestroy, { rid: 'match-42' });
  });

  it('pushes score predictions read from one line, and refuses a line that is not one', async () => {
    const spy = fakeConsoleEndpoints(consoleApi, { consoleChatRoom: view, consoleChatPrediction: { affected: 3 } });
    renderConsole(<ChatModerationPage />, { route: '/chat-moderation?room=match-42' });
    fireEvent.click(await screen.findByRole('button', { name: '推送比分预测' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('预测'), { target: { value: '2比1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '推送比分预测' }));
    expect(await within(dialog).findByText('每条须为“比分 占比”，如 2-1 38，最多10条')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('预测'), { target: { value: '2-1 38，1-1 25%' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '推送比分预测' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(spy).toHaveBeenCalledWith(consoleChatPrediction, {
      rid: 'match-42',
      predictions: [
        { score: '2-1', percent: 38 },
        { score: '1-1', percent: 25 },
      ],
    });
  });

  it('sends an internal notification to one member', async () => {
    const spy = fakeConsoleEndpoints(consoleApi, {
      consoleChatRooms: { list: [], total: 0, pageNum: 1, pageSize: 10 },
      consoleChatNotify: { affected: 1 },
    });
    renderConsole(<ChatModerationPage />, { route: '/chat-moderation' });
    expect(await screen.findByText('暂无聊天室')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '发送站内通知' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '指定会员' }));
    fireEvent.change(within(dialog).getByLabelText('会员账号'), { target: { value: 'casino02' } });
    fireEvent.change(within(dialog).getByLabelText('标题'), { target: { value: '提款到账' } });
    fireEvent.change(within(dialog).getByLabelText('内容'), { target: { value: '您的提款已到账' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '发送站内通知' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(spy).toHaveBeenCalledWith(consoleChatNotify, {
      name: 'casino02',
      title: '提款到账',
      content: '您的提款已到账',
    });
  });
});
