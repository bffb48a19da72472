import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from 'shared/api';
import {
  cashOut,
  cashOutOffers,
  ResponseCode,
  type CashOutOffer,
  type RequestOf,
  type ResponseOf,
  type Ticket,
} from 'shared/contract';
import { appStore, balanceAtom } from 'shared/state';
import { fakeEndpoints, type RequestSpy } from 'shared/testing/fake-endpoints';
import { renderWithProviders, resetPlatformState, signInForTest } from 'shared/testing/render';
import '../../setup';
import { SportsRecordTable } from '../records';
import { testTicket } from '../../testing/test-ticket';

let offer: CashOutOffer;
let cashOutAnswer: (payload: RequestOf<typeof cashOut>) => Promise<ResponseOf<typeof cashOut>>;
let spy: RequestSpy;

/** The cash outs sent, with their request ids (the server's idempotency key). */
const sent = () =>
  spy.mock.calls
    .filter(([endpoint]) => endpoint === cashOut)
    .map((call) => ({
      payload: call[1],
      requestId: ((call as unknown[])[2] as { requestId?: string } | undefined)?.requestId,
    }));

beforeEach(() => {
  resetPlatformState();
  signInForTest();
  appStore.set(balanceAtom, { centerWalletBalance: 900, lockMoney: 0, totalMoney: 900 });
  offer = { ticket_id: 'T1001', offer: 95.5, reason: null };
  spy = fakeEndpoints({ cashOutOffers: () => ({ offers: [offer] }), cashOut: (payload) => cashOutAnswer(payload) });
});
afterEach(() => vi.restoreAllMocks());

function renderTable(tickets: Ticket[], onCashedOut = vi.fn()) {
  renderWithProviders(<SportsRecordTable tickets={tickets} format="H" stale={false} onCashedOut={onCashedOut} />);
  return onCashedOut;
}

describe('cash out in the bet records', () => {
  it('shows the live offer, confirms the amount and sends it; the balance and the page follow', async () => {
    cashOutAnswer = async ({ offer: amount }) => ({
      ticket: testTicket({ status: 'settled', result: 'CO', payout: amount }),
      balance: 995.5,
    });
    const reload = renderTable([testTicket()]);
    await waitFor(() => expect(screen.getByTestId('cash-out-offer')).toHaveTextContent('兑现 95.50'));
    await act(async () => fireEvent.click(screen.getByTestId('cash-out-offer')));
    await act(async () => fireEvent.click(screen.getByTestId('cash-out-confirm')));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(sent()).toHaveLength(1);
    expect(sent()[0]?.payload).toEqual({ ticketId: 'T1001', offer: 95.5 });
    expect(sent()[0]?.requestId).toMatch(/.+/);
    expect(appStore.get(balanceAtom)?.centerWalletBalance).toBe(995.5);
  });

  it('says when the offer moved, shows the new one, and sends a new request for it', async () => {
    cashOutAnswer = async () => {
      throw new ApiError({
        kind: 'business',
        code: ResponseCode.CASH_OUT_PRICE_CHANGED,
        message: '兑现金额已变化',
        path: cashOut.path,
        data: { ticket_id: 'T1001', offer: 80.25, reason: null },
      });
    };
    const reload = renderTable([testTicket()]);
    await waitFor(() => expect(screen.getByTestId('cash-out-offer')).toBeInTheDocument());
    await act(async () => fireEvent.click(screen.getByTestId('cash-out-offer')));
    await act(async () => fireEvent.click(screen.getByTestId('cash-out-confirm')));
    await waitFor(() =>
      expect(screen.getByTestId('cash-out-message')).toHaveTextContent('兑现金额已变为 80.25，请重新确认'),
    );
    expect(screen.getByTestId('cash-out-offer')).toHaveTextContent('兑现 80.25');
    expect(reload).not.toHaveBeenCalled();
  });

  it('shows why there is no offer, and nothing for settled tickets', async () => {
    offer = { ticket_id: 'T1001', offer: null, reason: 'suspended' };
    renderTable([testTicket(), testTicket({ ticket_id: 'T1002', status: 'settled', result: 'CO', payout: 50 })]);
    await waitFor(() => expect(screen.getByTestId('cash-out-reason')).toHaveTextContent('盘口暂停，暂不可兑现'));
    expect(screen.getAllByTestId('cash-out')).toHaveLength(1);
    expect(screen.getAllByTestId('bet-record-result')[1]).toHaveTextContent('已兑现');
    expect(spy.mock.calls.find(([endpoint]) => endpoint === cashOutOffers)?.[1]).toEqual({ ticketIds: ['T1001'] });
  });

  it('sends the same request id again after a lost answer, so the ticket is cashed out at most once', async () => {
    let attempt = 0;
    cashOutAnswer = async ({ offer: amount }) => {
      attempt += 1;
      if (attempt === 1)
        throw new ApiError({ kind: 'network', code: 0, message: '网络异常，请检查网络连接后重试', path: cashOut.path });
      return { ticket: testTicket({ status: 'settled', result: 'CO', payout: amount }), balance: 995.5 };
    };
    const reload = renderTable([testTicket()]);
    await waitFor(() => expect(screen.getByTestId('cash-out-offer')).toHaveTextContent('兑现 95.50'));
    await act(async () => fireEvent.click(screen.getByTestId('cash-out-offer')));
    await act(async () => fireEvent.click(screen.getByTestId('cash-out-confirm')));
    await waitFor(() => expect(screen.getByTestId('cash-out-message')).toHaveTextContent('网络异常'));
    await act(async () => fireEvent.click(screen.getByTestId('cash-out-offer')));
    await act(async () => fireEvent.click(screen.getByTestId('cash-out-confirm')));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    const [first, second] = sent();
    expect(second?.requestId).toBe(first?.requestId);
  });
});
