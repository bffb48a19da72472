import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from 'shared/api';
import { bindFromDeposit, paymentPay, vCurrencyList, type PaymentType } from 'shared/contract';
import { appStore, memberAtom } from 'shared/state';
import { fakeEndpoints, type EndpointFakes } from 'shared/testing/fake-endpoints';
import { fakeMember } from 'shared/testing/fake-member';
import { renderWithProviders, resetPlatformState, signInForTest } from 'shared/testing/render';
import '../../../setup';
import { catalogue, customer, depositRewards, orderOf, types } from '../deposit-fixtures';
import { DepositForm } from './DepositForm';

const usdt: PaymentType = {
  code: 'usdt',
  name: '虚拟币',
  channels: [
    {
      channelId: 'usdt-trc20',
      name: 'USDT',
      description: '链上确认后到账',
      minAmount: 100,
      maxAmount: 50000,
      presets: [100],
      waitKind: 'virtual',
    },
  ],
};

function mockApi(overrides: EndpointFakes = {}) {
  return fakeEndpoints({
    paymentTypes: catalogue,
    getCustomerInfo: { ...customer, realName: '' },
    querySiteDepositRewardConfigList: depositRewards,
    memberInfo: fakeMember({ realName: '钱多多', bindRealName: true }),
    paymentPay: () => orderOf({ waitKind: 'transfer' }),
    bindFromDeposit: ({ realName }) => fakeMember({ realName, bindRealName: true }),
    vCurrencyList: [{ currency: 'USDT', protocols: ['TRC20', 'ERC20'], rate: 7.2 }],
    ...overrides,
  });
}

async function fillTransfer(name: string) {
  fireEvent.change(await screen.findByLabelText('存款金额'), { target: { value: '500' } });
  fireEvent.change(screen.getByLabelText('存款人姓名'), { target: { value: name } });
}

beforeEach(() => {
  resetPlatformState();
  signInForTest();
});
afterEach(() => vi.restoreAllMocks());

describe('the payer name bound as the real name (bindFromDeposit)', () => {
  it('is offered only without a real name, checks the §5 rules, binds once and then pays', async () => {
    const request = mockApi();
    renderWithProviders(<DepositForm />);
    await fillTransfer('张三1');
    fireEvent.click(screen.getByRole('checkbox', { name: '同时绑定为我的真实姓名（绑定后不可修改）' }));
    fireEvent.click(screen.getByRole('button', { name: '立即存款' }));
    expect(await screen.findByText('请输入正确的名字')).toBeInTheDocument();
    expect(request).not.toHaveBeenCalledWith(bindFromDeposit, expect.anything());

    fireEvent.change(screen.getByLabelText('存款人姓名'), { target: { value: '张三' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '立即存款' })));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith(
        paymentPay,
        { channelId: 'bank-card', amount: 500, depositorName: '张三' },
        expect.anything(),
      ),
    );
    const calls = request.mock.calls.map(([endpoint]) => endpoint);
    expect(calls.indexOf(bindFromDeposit)).toBeLessThan(calls.indexOf(paymentPay));
    expect(request).toHaveBeenCalledWith(bindFromDeposit, { realName: '张三' });
    expect(appStore.get(memberAtom)).toMatchObject({ realName: '张三', bindRealName: true });
  });

  it('pays without binding when the box stays unticked', async () => {
    const request = mockApi();
    renderWithProviders(<DepositForm />);
    await fillTransfer('张三');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '立即存款' })));
    await waitFor(() => expect(request).toHaveBeenCalledWith(paymentPay, expect.anything(), expect.anything()));
    expect(request).not.toHaveBeenCalledWith(bindFromDeposit, expect.anything());
  });

  it('shows the refusal of a second bind and does not pay', async () => {
    const request = mockApi({
      bindFromDeposit: () => {
        throw new ApiError({ kind: 'business', code: 6009, message: '资料提交后不可修改', path: bindFromDeposit.path });
      },
    });
    renderWithProviders(<DepositForm />);
    await fillTransfer('张三');
    fireEvent.click(screen.getByRole('checkbox', { name: '同时绑定为我的真实姓名（绑定后不可修改）' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '立即存款' })));
    expect(await screen.findByRole('alert')).toHaveTextContent('资料提交后不可修改');
    expect(request).not.toHaveBeenCalledWith(paymentPay, expect.anything(), expect.anything());
  });

  it('is not offered to a member who has a real name', async () => {
    mockApi({ getCustomerInfo: customer });
    renderWithProviders(<DepositForm />);
    expect(await screen.findByLabelText('存款人姓名')).toHaveValue('钱多多');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});

describe('the virtual-coin type', () => {
  it('lists the coins, protocols and rate from vCurrency/list', async () => {
    const request = mockApi({ paymentTypes: { types: [...types, usdt] } });
    renderWithProviders(<DepositForm />);
    fireEvent.click(await screen.findByRole('tab', { name: '虚拟币' }));
    expect(await screen.findByTestId('coin-USDT')).toHaveTextContent(
      'USDT 协议：TRC20 / ERC20 · 参考汇率 1 USDT ≈ ¥7.20',
    );
    expect(request).toHaveBeenCalledWith(vCurrencyList, {});
  });
});
