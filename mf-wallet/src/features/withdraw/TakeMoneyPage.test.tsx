import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from 'shared/api';
import { bus } from 'shared/bus';
import { withdrawNew } from 'shared/contract';
import { md5Hex } from 'shared/crypto';
import type { RequestSpy } from 'shared/testing/fake-endpoints';
import { renderWithProviders, resetPlatformState, signInForTest } from 'shared/testing/render';
import TakeMoneyPage from '../../exposes/TakeMoneyPage';
import '../../setup';
import { info, mockApi, order } from './withdraw-fixtures';

/** The request ids the withdrawals were sent with, in order. */
const withdrawIds = (request: RequestSpy) =>
  request.mock.calls
    .filter(([endpoint]) => endpoint === withdrawNew)
    .map((call) => (call as unknown[])[2] as { requestId?: string } | undefined);

beforeEach(() => {
  resetPlatformState();
  signInForTest();
});
afterEach(() => vi.restoreAllMocks());

describe('TakeMoneyPage', () => {
  it('shows the balance, the accounts and an empty record list', async () => {
    mockApi();
    renderWithProviders(<TakeMoneyPage />);
    expect(await screen.findByTestId('withdraw-balance')).toHaveTextContent('¥1,000');
    expect(screen.getByRole('radio', { name: /招商银行 \*\*\*\* 1234/ })).toBeChecked();
    expect(await screen.findByText('暂无提款记录')).toBeInTheDocument();
  });

  it('checks the amount before sending', async () => {
    const request = mockApi();
    renderWithProviders(<TakeMoneyPage />);
    const amount = await screen.findByLabelText('提款金额');
    fireEvent.change(amount, { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: '立即提款' }));
    expect(await screen.findByText('单笔提款金额需在 ¥100 至 ¥50,000 之间')).toBeInTheDocument();
    fireEvent.change(amount, { target: { value: '1000.5' } });
    fireEvent.click(screen.getByRole('button', { name: '立即提款' }));
    expect(await screen.findByText('提款金额不能超过可提款余额')).toBeInTheDocument();
    fireEvent.change(amount, { target: { value: '200' } });
    fireEvent.click(screen.getByRole('button', { name: '立即提款' }));
    expect(await screen.findByText('提款密码为6位数字')).toBeInTheDocument();
    expect(request.mock.calls.some(([endpoint]) => endpoint === withdrawNew)).toBe(false);
  });

  it('withdraws once with the password digest, refreshes the balance and the records', async () => {
    let release: () => void = () => undefined;
    const sent: unknown[] = [];
    const request = mockApi({
      withdrawNew: (body) => {
        sent.push(body);
        return new Promise((resolve) => (release = () => resolve(order)));
      },
    });
    const emit = vi.spyOn(bus, 'emit');
    renderWithProviders(<TakeMoneyPage />);
    fireEvent.change(await screen.findByLabelText('提款金额'), { target: { value: '200' } });
    expect(screen.getByText(/贰佰元整/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('提款密码'), { target: { value: '13a5790' } });
    const submit = screen.getByRole('button', { name: '立即提款' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(screen.getByRole('button', { name: /提交中/ })).toBeDisabled();
    expect(sent[0]).toEqual({ accountId: 7, amount: 200, password: md5Hex('135790') });
    expect(withdrawIds(request)[0]?.requestId).toMatch(/^[0-9a-f-]{36}$/);
    release();
    expect(await screen.findByText(/提款申请已提交：¥200/)).toBeInTheDocument();
    expect(emit).toHaveBeenCalledWith('balance:refresh');
  });

  it('reuses the request id after a lost answer, and shows a refusal', async () => {
    let attempt = 0;
    const request = mockApi({
      withdrawNew: () => {
        attempt += 1;
        if (attempt === 1)
          throw new ApiError({ kind: 'network', code: 0, message: '网络异常', path: withdrawNew.path });
        throw new ApiError({
          kind: 'business',
          code: 7305,
          message: '流水未达标，还需投注300元才能提款',
          path: withdrawNew.path,
        });
      },
    });
    renderWithProviders(<TakeMoneyPage />);
    fireEvent.change(await screen.findByLabelText('提款金额'), { target: { value: '200' } });
    fireEvent.change(screen.getByLabelText('提款密码'), { target: { value: '135790' } });
    fireEvent.click(screen.getByRole('button', { name: '立即提款' }));
    expect(await screen.findByText(/申请可能已提交/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '立即提款' }));
    expect(await screen.findByText('流水未达标，还需投注300元才能提款')).toBeInTheDocument();
    const ids = withdrawIds(request).map((options) => options?.requestId);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe(ids[1]);
  });

  it('shows the USDT amount and fee for a coin address', async () => {
    mockApi();
    renderWithProviders(<TakeMoneyPage />);
    fireEvent.click(await screen.findByRole('radio', { name: /USDT-TRC20/ }));
    fireEvent.change(screen.getByLabelText('提款金额'), { target: { value: '200' } });
    expect(screen.getByText(/手续费 ¥2，实际到账 ¥198 约 27.50 USDT（汇率 7.2）/)).toBeInTheDocument();
  });

  it('asks for a password first, and sets it twice the same', async () => {
    let passwordSet = false;
    const bodies: unknown[] = [];
    mockApi({
      withdrawInfo: () => ({ ...info, passwordSet }),
      withdrawPwdSet: (body) => {
        bodies.push(body);
        passwordSet = true;
        return { passwordSet: true };
      },
    });
    renderWithProviders(<TakeMoneyPage />);
    expect(await screen.findByText(/提款前请先设置提款密码/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '立即提款' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: '设置提款密码' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('新提款密码'), { target: { value: '246810' } });
    fireEvent.change(within(dialog).getByLabelText('确认提款密码'), { target: { value: '246811' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('两次输入的提款密码不一致')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('确认提款密码'), { target: { value: '246810' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([{ password: md5Hex('246810'), confirmPassword: md5Hex('246810') }]);
    expect(await screen.findByLabelText('提款密码')).toBeInTheDocument();
  });

  it('blocks while turnover is due and offers to add an account when there is none', async () => {
    mockApi({ withdrawInfo: () => ({ ...info, turnoverRequired: 300, turnoverRemaining: 300 }) });
    const { unmount } = renderWithProviders(<TakeMoneyPage />);
    expect(await screen.findByText('流水未达标，还需投注 ¥300 才能提款')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '立即提款' })).toBeDisabled();
    unmount();
    vi.restoreAllMocks();
    mockApi({ withdrawInfo: () => ({ ...info, accounts: [] }) });
    renderWithProviders(<TakeMoneyPage />);
    expect(await screen.findByText('还没有收款账户')).toBeInTheDocument();
  });
});
