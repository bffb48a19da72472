import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'shared/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from 'shared/api';
import { addBankCard, type PayoutAccount } from 'shared/contract';
import { fakeEndpoints, type EndpointFakes, type RequestSpy } from 'shared/testing/fake-endpoints';
import { renderWithProviders, resetPlatformState, signInForTest } from 'shared/testing/render';
import AccountManagePage from '../../exposes/AccountManagePage';
import AddBankCardPage from '../../exposes/AddBankCardPage';
import AlipayManagePage from '../../exposes/AlipayManagePage';
import VirtualCoinCardPage from '../../exposes/VirtualCoinCardPage';
import '../../setup';

const account = (
  id: number,
  kind: PayoutAccount['kind'],
  isDefault: boolean,
  masked = `**** ${1000 + id}`,
): PayoutAccount => ({
  id,
  kind,
  name: kind === 'bank' ? '招商银行' : kind === 'coin' ? 'USDT-TRC20' : '支付宝',
  code: '',
  masked,
  holderName: '王五',
  isDefault,
  createdAt: '2026-01-01T00:00:00Z',
});

function mockApi(list: PayoutAccount[], overrides: EndpointFakes = {}): RequestSpy {
  return fakeEndpoints({
    // A copy per answer, as the server's JSON is: the cache compares answers, and a shared array changes under it.
    queryMemberBanksInfoList: () => ({ list: [...list], limit: 5, realName: '王五' }),
    withdrawAddList: {
      list: [
        { bankCode: 'CMB', bankName: '招商银行' },
        { bankCode: 'ICBC', bankName: '中国工商银行' },
      ],
    },
    vCurrencyList: [{ currency: 'USDT', protocols: ['TRC20', 'ERC20'], rate: 7.2 }],
    ...overrides,
  });
}

beforeEach(() => {
  resetPlatformState();
  signInForTest();
});
afterEach(() => vi.restoreAllMocks());

describe('AddBankCardPage', () => {
  it('checks the card, adds it with the bank and lists it masked', async () => {
    const list: PayoutAccount[] = [];
    const bodies: unknown[] = [];
    mockApi(list, {
      addBankCard: (body) => {
        bodies.push(body);
        const added = account(9, 'bank', true, '**** 1111');
        list.push(added);
        return added;
      },
    });
    renderWithProviders(<AddBankCardPage />);
    expect(await screen.findByText('还没有银行卡')).toBeInTheDocument();
    expect(await screen.findByLabelText('持有人')).toHaveValue('王五');
    const number = screen.getByLabelText('银行卡号');
    fireEvent.change(number, { target: { value: '4111 1111 1111 1112' } });
    fireEvent.click(screen.getByRole('button', { name: '确认添加' }));
    expect(await screen.findByText('请选择开户银行', { selector: '[role=alert]' })).toBeInTheDocument();
    expect(screen.getByText('银行卡号有误，请核对后重新输入')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'CMB' } });
    fireEvent.change(number, { target: { value: '4111111111111111' } });
    expect(number).toHaveValue('4111 1111 1111 1111');
    fireEvent.click(screen.getByRole('button', { name: '确认添加' }));
    expect(await screen.findByText('已添加 招商银行 **** 1111')).toBeInTheDocument();
    expect(bodies).toEqual([{ bankCode: 'CMB', cardNumber: '4111111111111111' }]);
    await waitFor(() => expect(screen.getByText('我的银行卡（1/5）')).toBeInTheDocument());
  });

  it('shows the server refusal', async () => {
    mockApi([], {
      addBankCard: () => {
        throw new ApiError({
          kind: 'business',
          code: 6009,
          message: '该账户已绑定，请勿重复添加',
          path: addBankCard.path,
        });
      },
    });
    renderWithProviders(<AddBankCardPage />);
    fireEvent.change(await screen.findByRole('combobox'), { target: { value: 'CMB' } });
    fireEvent.change(screen.getByLabelText('银行卡号'), { target: { value: '4111111111111111' } });
    fireEvent.click(screen.getByRole('button', { name: '确认添加' }));
    expect(await screen.findByText('该账户已绑定，请勿重复添加')).toBeInTheDocument();
  });

  it('sets a default and deletes only after the confirm', async () => {
    const list = [account(1, 'bank', true), account(2, 'bank', false)];
    const deleted: unknown[] = [];
    mockApi(list, {
      setDefaultPayoutAccount: () => ({ list: [account(2, 'bank', true), account(1, 'bank', false)] }),
      deletePayoutAccount: (body) => {
        deleted.push(body);
        return { list: [account(2, 'bank', true)] };
      },
    });
    renderWithProviders(<AddBankCardPage />);
    fireEvent.click(await screen.findByRole('button', { name: '设为默认' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('**** 1002'));
    const first = screen.getAllByRole('listitem')[1]!;
    fireEvent.click(within(first).getByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('确定删除 招商银行 **** 1001 吗');
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(deleted).toEqual([]);
    fireEvent.click(within(screen.getAllByRole('listitem')[1]!).getByRole('button', { name: '删除' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确认删除' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(deleted).toEqual([{ id: 1 }]);
  });

  it('hides the form at the limit', async () => {
    mockApi([1, 2, 3, 4, 5].map((id) => account(id, 'bank', id === 1)));
    renderWithProviders(<AddBankCardPage />);
    expect(await screen.findByText('每种收款账户最多绑定5个，如需添加请先删除一个')).toBeInTheDocument();
    expect(screen.queryByLabelText('银行卡号')).not.toBeInTheDocument();
  });
});

describe('VirtualCoinCardPage and AlipayManagePage', () => {
  it('checks the address against the chosen protocol', async () => {
    const bodies: unknown[] = [];
    mockApi([], {
      addVirtualCoinAddress: (body) => {
        bodies.push(body);
        return account(3, 'coin', true);
      },
    });
    renderWithProviders(<VirtualCoinCardPage />);
    const address = await screen.findByLabelText('钱包地址');
    const trc = `T${'A1b2C3d4E5f6G7h8J9k'.padEnd(33, 'x')}`;
    fireEvent.click(await screen.findByRole('radio', { name: 'USDT-ERC20' }));
    fireEvent.change(address, { target: { value: trc } });
    fireEvent.click(screen.getByRole('button', { name: '确认添加' }));
    expect(await screen.findByText('ERC20地址格式不正确，请核对后重新输入')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'USDT-TRC20' }));
    fireEvent.click(screen.getByRole('button', { name: '确认添加' }));
    await waitFor(() => expect(bodies).toEqual([{ protocol: 'TRC20', address: trc }]));
  });

  it('offers the protocols vCurrency/list names for USDT, not a fixed list', async () => {
    mockApi([], { vCurrencyList: [{ currency: 'USDT', protocols: ['TRC20'], rate: 7.2 }] });
    renderWithProviders(<VirtualCoinCardPage />);
    expect(await screen.findByRole('radio', { name: 'USDT-TRC20' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.queryByRole('radio', { name: 'USDT-ERC20' })).not.toBeInTheDocument();
  });

  it('shows the Alipay real name fixed and checks the account', async () => {
    mockApi([account(4, 'alipay', true)]);
    renderWithProviders(<AlipayManagePage />);
    expect(await screen.findByLabelText('真实姓名')).toHaveValue('王五');
    fireEvent.change(screen.getByLabelText('支付宝账号'), { target: { value: 'wang' } });
    fireEvent.click(screen.getByRole('button', { name: '确认添加' }));
    expect(await screen.findByText('支付宝账号应为手机号或邮箱')).toBeInTheDocument();
    expect(screen.getByText('我的支付宝（1/5）')).toBeInTheDocument();
  });
});

describe('AccountManagePage', () => {
  const at = (id: string) =>
    renderWithProviders(
      <Routes>
        <Route path="/mine/accountManage/:id" element={<AccountManagePage />} />
      </Routes>,
      { route: `/mine/accountManage/${id}` },
    );

  it('shows one account masked with its actions', async () => {
    mockApi([account(1, 'bank', true), account(2, 'bank', false)], {
      setDefaultPayoutAccount: () => ({ list: [account(2, 'bank', true), account(1, 'bank', false)] }),
    });
    at('2');
    expect(await screen.findByText('**** 1002')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '设为默认' }));
    expect(await screen.findByRole('button', { name: '默认账户' })).toBeDisabled();
  });

  it('says so for an unknown account', async () => {
    mockApi([account(1, 'bank', true)]);
    at('99');
    expect(await screen.findByText('收款账户不存在或已删除')).toBeInTheDocument();
  });
});
