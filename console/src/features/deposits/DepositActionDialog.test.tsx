import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from 'shared/api';
import { consoleDepositConfirm, consoleDepositExpire, type DeskDeposit } from 'shared/contract/console';
import { fakeConsoleEndpoints } from 'shared/testing/fake-console-endpoints';
import { consoleApi } from '../../lib/console-api';
import { renderConsole, resetConsoleSession, signInOperator } from '../../testing/render-console';
import { DepositActionDialog } from './DepositActionDialog';
import { deskDepositOf } from './deposit-fixtures';

const order = deskDepositOf();
const mark = { operatorId: 2, operatorName: 'finance', at: '2026-11-28T02:10:00.000Z' };

beforeEach(() => {
  resetConsoleSession();
  signInOperator(['finance']);
});
afterEach(() => vi.restoreAllMocks());

const submitForm = (label: string) => fireEvent.submit(screen.getByLabelText(label).closest('form') as HTMLFormElement);

describe('deposit confirmation dialog', () => {
  it('asks for the statement reference and amount, then confirms once with the request id, the buttons waiting', async () => {
    let settle: (value: DeskDeposit) => void = () => undefined;
    const spy = fakeConsoleEndpoints(consoleApi, {
      consoleDepositConfirm: () => new Promise<DeskDeposit>((resolve) => (settle = resolve)),
    });
    const onDone = vi.fn();
    renderConsole(<DepositActionDialog order={order} kind="confirm" onClose={() => undefined} onDone={onDone} />);
    expect(screen.getByText('订单 CK20261128100000123456：会员 deposit01，网银转账，金额 ¥300。')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '确认到账' }));
    expect(await screen.findByText('请填写银行流水上的附言码')).toBeInTheDocument();
    expect(screen.getByText('请填写正确的到账金额（最多两位小数）')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('银行流水附言码'), { target: { value: ' k7q2m9xa ' } });
    fireEvent.change(screen.getByLabelText('到账金额（元）'), { target: { value: '300.005' } });
    submitForm('到账金额（元）');
    expect(await screen.findByText('请填写正确的到账金额（最多两位小数）')).toBeInTheDocument();
    expect(spy).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('到账金额（元）'), { target: { value: '300' } });
    // Enter in a field submits the form: the dialog works from the keyboard.
    submitForm('到账金额（元）');
    await waitFor(() => expect(screen.getByRole('button', { name: /确认到账/ })).toBeDisabled());
    expect(screen.getByRole('button', { name: '取消' })).toBeDisabled();
    submitForm('到账金额（元）');
    const [endpoint, body, options] = spy.mock.calls[0] ?? [];
    expect(endpoint).toBe(consoleDepositConfirm);
    expect(body).toEqual({ orderNo: order.orderNo, reference: 'k7q2m9xa', amount: 300, requestId: options?.requestId });
    const paid = { ...order, status: 'paid' as const, decidedBy: mark };
    settle(paid);
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(paid));
    expect(spy.mock.calls.filter(([called]) => called === consoleDepositConfirm)).toHaveLength(1);
  });

  it("shows the server's refusal of a mismatch and keeps what was typed", async () => {
    fakeConsoleEndpoints(consoleApi, {
      consoleDepositConfirm: () => {
        throw new ApiError({
          kind: 'business',
          code: 8021,
          message: '到账金额与订单金额不符，请核对银行流水',
          path: consoleDepositConfirm.path,
        });
      },
    });
    const onDone = vi.fn();
    renderConsole(<DepositActionDialog order={order} kind="confirm" onClose={() => undefined} onDone={onDone} />);
    fireEvent.change(screen.getByLabelText('银行流水附言码'), { target: { value: 'K7Q2M9XA' } });
    fireEvent.change(screen.getByLabelText('到账金额（元）'), { target: { value: '299' } });
    fireEvent.click(screen.getByRole('button', { name: '确认到账' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('到账金额与订单金额不符，请核对银行流水');
    expect(screen.getByLabelText('到账金额（元）')).toHaveValue('299');
    expect(screen.getByRole('button', { name: '确认到账' })).toBeEnabled();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('expires only with a reason, and sends it', async () => {
    const spy = fakeConsoleEndpoints(consoleApi, {
      consoleDepositExpire: (input) => ({ ...order, status: 'expired', decidedBy: mark, decisionNote: input.reason }),
    });
    const onDone = vi.fn();
    renderConsole(<DepositActionDialog order={order} kind="expire" onClose={() => undefined} onDone={onDone} />);
    fireEvent.click(screen.getByRole('button', { name: '作废' }));
    expect(await screen.findByText('请填写作废原因（至少2个字）')).toBeInTheDocument();
    expect(spy).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('作废原因'), { target: { value: ' 会员未转账 ' } });
    fireEvent.click(screen.getByRole('button', { name: '作废' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const [endpoint, body] = spy.mock.calls[0] ?? [];
    expect(endpoint).toBe(consoleDepositExpire);
    expect(body).toMatchObject({ orderNo: order.orderNo, reason: '会员未转账' });
  });
});
