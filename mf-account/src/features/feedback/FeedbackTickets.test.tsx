import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from 'shared/api';
import { delFeedback, getFeedBackList, getFeedbackInfo } from 'shared/contract';
import { appStore, feedbackUnreadAtom, unreadCountsAtom } from 'shared/state';
import { fakeEndpoints } from 'shared/testing/fake-endpoints';
import { noUnreadCounts } from 'shared/testing/fake-unread';
import { renderWithProviders, resetPlatformState, signInForTest } from 'shared/testing/render';
import FeedbackPage from '../../exposes/FeedbackPage';
import { detail, summary } from './feedback-fixtures';
import '../../setup';

const zeroCounts = noUnreadCounts();
beforeEach(() => {
  resetPlatformState();
  appStore.set(feedbackUnreadAtom, null);
  signInForTest();
});
afterEach(() => vi.restoreAllMocks());

describe('my tickets', () => {
  it('lists the tickets with their status and a dot for unread replies', async () => {
    fakeEndpoints({
      getFeedBackList: () => ({
        list: [summary(2, { status: 'replied', unreadReplies: 1 }), summary(1, { status: 'closed' })],
        total: 2,
        pageNum: 1,
        pageSize: 10,
      }),
    });
    renderWithProviders(<FeedbackPage />, { route: '/mine/feedback?tab=list' });
    const [first, second] = await screen.findAllByTestId('feedback-ticket');
    expect(first).toHaveTextContent('已回复');
    expect(within(first!).getByRole('img', { name: '1 条未读回复' })).toBeInTheDocument();
    expect(second).toHaveTextContent('已关闭');
    expect(within(second!).queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows an empty list', async () => {
    fakeEndpoints({ getFeedBackList: () => ({ list: [], total: 0, pageNum: 1, pageSize: 10 }) });
    renderWithProviders(<FeedbackPage />, { route: '/mine/feedback?tab=list' });
    expect(await screen.findByText('暂无反馈记录')).toBeInTheDocument();
  });

  it('opens a ticket as a conversation and refreshes the unread counts it clears', async () => {
    let unreadReplies = 1;
    const request = fakeEndpoints({
      getFeedBackList: () => ({
        list: [summary(2, { status: 'replied', unreadReplies })],
        total: 1,
        pageNum: 1,
        pageSize: 10,
      }),
      getFeedbackInfo: () => {
        unreadReplies = 0;
        return detail(2, { status: 'replied' });
      },
      feedbackUnreadNum: () => ({ count: unreadReplies }),
      getUnreadForType: () => zeroCounts,
    });
    appStore.set(feedbackUnreadAtom, 1);
    appStore.set(unreadCountsAtom, { ...zeroCounts, fd_count: 1 });
    renderWithProviders(<FeedbackPage />, { route: '/mine/feedback?tab=list' });
    const [row] = await screen.findAllByTestId('feedback-ticket');
    fireEvent.click(within(row!).getByRole('button', { name: /^提款问题/ }));
    const replies = await screen.findAllByTestId('feedback-reply');
    expect(replies.map((reply) => reply.textContent)).toEqual([
      '客服 · 2026-11-24 13:00:00您好，已为您核实',
      '我 · 2026-11-24 13:10:00谢谢',
    ]);
    expect(screen.getByRole('img', { name: '反馈图片 1' })).toHaveAttribute('src', '/files/f1?sig=1');
    expect(request).toHaveBeenCalledWith(getFeedbackInfo, { id: 2 });
    await waitFor(() => expect(appStore.get(feedbackUnreadAtom)).toBe(0));
    expect(appStore.get(unreadCountsAtom)).toEqual(zeroCounts);
    fireEvent.click(screen.getByRole('button', { name: '返回列表' }));
    // The list shows what it had and loads again: the dot goes once the fresh answer is in.
    await waitFor(() =>
      expect(within(screen.getAllByTestId('feedback-ticket')[0]!).queryByRole('img')).not.toBeInTheDocument(),
    );
  });

  it('shows the images support attached to a reply, and says when support closed the ticket', async () => {
    const reply = {
      id: 3,
      from: 'support' as const,
      content: '您好，款项已到账，请看截图',
      images: [{ fileId: 'r1', url: '/files/r1?sig=2' }],
      createdAt: '2026-11-24T06:00:00.000Z',
    };
    fakeEndpoints({
      getFeedbackInfo: () => detail(7, { status: 'closed', replies: [reply] }),
      feedbackUnreadNum: () => ({ count: 0 }),
      getUnreadForType: () => zeroCounts,
    });
    renderWithProviders(<FeedbackPage />, { route: '/mine/feedback?tab=list&id=7' });
    const [bubble] = await screen.findAllByTestId('feedback-reply');
    expect(within(bubble!).getByRole('img', { name: '回复图片 1' })).toHaveAttribute('src', '/files/r1?sig=2');
    expect(screen.getByTestId('feedback-closed')).toHaveTextContent('客服已关闭此反馈，如有新问题请重新提交');
  });

  it('opens the ticket named in the address, and says when it cannot be shown', async () => {
    fakeEndpoints({
      getFeedbackInfo: () => {
        throw new ApiError({ kind: 'business', code: 6004, message: '反馈不存在', path: getFeedbackInfo.path });
      },
    });
    renderWithProviders(<FeedbackPage />, { route: '/mine/feedback?tab=list&id=99' });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('反馈不存在'));
  });

  it('deletes a ticket only after confirming', async () => {
    let list = [summary(2), summary(1)];
    const request = fakeEndpoints({
      getFeedBackList: () => ({ list, total: list.length, pageNum: 1, pageSize: 10 }),
      delFeedback: ({ id }) => {
        list = list.filter((ticket) => ticket.id !== id);
        return { deleted: true };
      },
    });
    renderWithProviders(<FeedbackPage />, { route: '/mine/feedback?tab=list' });
    fireEvent.click((await screen.findAllByRole('button', { name: /删除反馈/ }))[1]!);
    const dialog = screen.getByRole('dialog', { name: '删除反馈' });
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(request.mock.calls.some(([endpoint]) => endpoint === delFeedback)).toBe(false);
    fireEvent.click(screen.getAllByRole('button', { name: /删除反馈/ })[1]!);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '确认删除' })));
    expect(request).toHaveBeenCalledWith(delFeedback, { id: 1 });
    await waitFor(() => expect(screen.getAllByTestId('feedback-ticket')).toHaveLength(1));
    // The list shown is the server's after the deletion: asked for again once.
    expect(request.mock.calls.filter(([endpoint]) => endpoint === getFeedBackList)).toHaveLength(2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
