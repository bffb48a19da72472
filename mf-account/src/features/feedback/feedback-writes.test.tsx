import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FeedbackSummary } from 'shared/contract';
import { appStore, feedbackUnreadAtom } from 'shared/state';
import { fakeEndpoints } from 'shared/testing/fake-endpoints';
import { renderWithProviders, resetPlatformState, signInForTest } from 'shared/testing/render';
import FeedbackPage from '../../exposes/FeedbackPage';
import { FeedbackForm } from './FeedbackForm';
import { FeedbackList } from './FeedbackList';
import '../../setup';

const ticket = (id: number, unreadReplies = 0): FeedbackSummary => ({
  id,
  type: 'other',
  excerpt: `希望增加更多的存款方式${id}`,
  status: unreadReplies > 0 ? 'replied' : 'pending',
  unreadReplies,
  createdAt: '2026-11-24T04:05:06.000Z',
  updatedAt: '2026-11-24T04:05:06.000Z',
});

/** The member's tickets as the server keeps them: filing and deleting change what it answers. */
function serve(tickets: FeedbackSummary[]) {
  return fakeEndpoints({
    getFeedBackList: () => ({ list: tickets, total: tickets.length, pageNum: 1, pageSize: 10 }),
    addFeedBack: () => {
      tickets.unshift(ticket(tickets.length + 1));
      return { id: tickets.length };
    },
    delFeedback: ({ id }) => {
      tickets.splice(
        tickets.findIndex((t) => t.id === id),
        1,
      );
      return { deleted: true };
    },
    feedbackUnreadNum: () => ({ count: tickets.reduce((sum, t) => sum + t.unreadReplies, 0) }),
  });
}

beforeEach(() => {
  resetPlatformState();
  signInForTest();
});
afterEach(() => vi.restoreAllMocks());

describe('the feedback writes refresh what they change', () => {
  it('a filed ticket shows in the ticket list on screen', async () => {
    serve([]);
    renderWithProviders(
      <>
        <FeedbackList onOpen={() => undefined} onDelete={() => undefined} />
        <FeedbackForm onSubmitted={() => undefined} />
      </>,
    );
    expect(await screen.findByText('暂无反馈记录')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('反馈类别'), { target: { value: 'other' } });
    fireEvent.change(screen.getByLabelText('反馈内容'), { target: { value: '希望增加更多的存款方式' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '提交反馈' })));
    expect(await screen.findByTestId('feedback-ticket')).toHaveTextContent('希望增加更多的存款方式1');
  });

  it('deleting a ticket with unread replies takes them off the badge', async () => {
    serve([ticket(2, 1), ticket(1)]);
    appStore.set(feedbackUnreadAtom, 1);
    renderWithProviders(<FeedbackPage />, { route: '/mine/feedback?tab=list' });
    const [unread] = await screen.findAllByTestId('feedback-ticket');
    fireEvent.click(within(unread!).getByRole('button', { name: /删除反馈/ }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '确认删除' })));
    await waitFor(() => expect(screen.getAllByTestId('feedback-ticket')).toHaveLength(1));
    await waitFor(() => expect(appStore.get(feedbackUnreadAtom)).toBe(0));
  });
});
