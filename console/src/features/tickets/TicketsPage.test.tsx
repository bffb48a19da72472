import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { consoleTicketDetail, consoleTicketQueue } from 'shared/contract/console';
import { fakeConsoleEndpoints } from 'shared/testing/fake-console-endpoints';
import { consoleApi } from '../../lib/console-api';
import { renderConsole, resetConsoleSession, signInOperator } from '../../testing/render-console';
import { deskTicketOf, deskTicketSummaryOf } from './ticket-fixtures';
import { TicketsPage } from './TicketsPage';

const unread = deskTicketSummaryOf();
const seen = deskTicketSummaryOf({
  id: 40,
  type: 'bet',
  excerpt: '注单结算有误',
  unreadBySupport: false,
  imageCount: 0,
  hasBet: true,
  memberName: 'sports01',
});
const page = { list: [unread, seen], total: 2, pageNum: 1, pageSize: 10 };

beforeEach(() => {
  resetConsoleSession();
  signInOperator(['support']);
});
afterEach(() => vi.restoreAllMocks());

describe('ticket queue', () => {
  it('lists tickets with the member, type, attachments and an unread marker for unopened ones', async () => {
    fakeConsoleEndpoints(consoleApi, { consoleTicketQueue: page });
    renderConsole(<TicketsPage />);
    const [first, second] = await screen.findAllByTestId('ticket-row');
    expect(first).toHaveTextContent('deposit01');
    expect(first).toHaveTextContent('VIP2');
    expect(first).toHaveTextContent('存款问题');
    expect(first).toHaveTextContent('图片 1 张');
    expect(within(first!).getByTestId('ticket-unread')).toHaveTextContent('未读');
    expect(second).toHaveTextContent('投注争议');
    expect(second).toHaveTextContent('附注单');
    expect(within(second!).queryByTestId('ticket-unread')).toBeNull();
  });

  it('asks for the chosen state and type from the first page', async () => {
    const spy = fakeConsoleEndpoints(consoleApi, { consoleTicketQueue: { ...page, list: [], total: 0 } });
    renderConsole(<TicketsPage />);
    expect(await screen.findByText('暂无工单')).toBeInTheDocument();
    expect(spy).toHaveBeenLastCalledWith(consoleTicketQueue, { status: 'pending', pageNum: 1, pageSize: 10 });
    fireEvent.click(screen.getByRole('tab', { name: '已关闭' }));
    await waitFor(() =>
      expect(spy).toHaveBeenLastCalledWith(consoleTicketQueue, { status: 'closed', pageNum: 1, pageSize: 10 }),
    );
    fireEvent.change(screen.getByLabelText('反馈类型'), { target: { value: 'withdraw' } });
    await waitFor(() =>
      expect(spy).toHaveBeenLastCalledWith(consoleTicketQueue, {
        status: 'closed',
        type: 'withdraw',
        pageNum: 1,
        pageSize: 10,
      }),
    );
  });

  it('opens a ticket from the queue and goes back to it', async () => {
    const spy = fakeConsoleEndpoints(consoleApi, { consoleTicketQueue: page, consoleTicketDetail: deskTicketOf() });
    renderConsole(<TicketsPage />);
    const [first] = await screen.findAllByTestId('ticket-row');
    fireEvent.click(within(first!).getByRole('button', { name: '查看' }));
    expect(await screen.findByTestId('ticket-detail')).toHaveTextContent('银行转账存款已经支付三十分钟');
    expect(spy).toHaveBeenCalledWith(consoleTicketDetail, { id: 41 });
    fireEvent.click(screen.getByRole('button', { name: '返回工单列表' }));
    expect(await screen.findAllByTestId('ticket-row')).toHaveLength(2);
  });
});
