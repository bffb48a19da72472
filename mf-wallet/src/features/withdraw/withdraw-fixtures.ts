import {
  type withdrawBaseCfg,
  type withdrawInfo,
  type ResponseOf,
  type PayoutAccount,
  type WithdrawOrder,
} from 'shared/contract';
import { fakeEndpoints, type EndpointFakes, type RequestSpy } from 'shared/testing/fake-endpoints';

/** Answers shaped like the reference server's, for the withdraw page's tests. */
export const card: PayoutAccount = {
  id: 7,
  kind: 'bank',
  name: '招商银行',
  code: 'CMB',
  masked: '**** 1234',
  holderName: '王五',
  isDefault: true,
  createdAt: '2026-01-01T00:00:00Z',
};
export const coin: PayoutAccount = {
  id: 8,
  kind: 'coin',
  name: 'USDT-TRC20',
  code: 'TRC20',
  masked: '**** xxxx',
  holderName: '王五',
  isDefault: true,
  createdAt: '2026-01-01T00:00:00Z',
};
export const info: ResponseOf<typeof withdrawInfo> = {
  balance: 1000,
  lockMoney: 0,
  passwordSet: true,
  phoneBound: true,
  realName: '王五',
  turnoverRequired: 0,
  turnoverDone: 0,
  turnoverRemaining: 0,
  todayCount: { bank: 0, coin: 0, alipay: 0 },
  accounts: [card, coin],
};
export const cfg: ResponseOf<typeof withdrawBaseCfg> = {
  list: [
    { kind: 'bank', min: 100, max: 50000, dailyCount: 5, feeRate: 0 },
    { kind: 'coin', min: 100, max: 100000, dailyCount: 5, feeRate: 0.01 },
    { kind: 'alipay', min: 100, max: 20000, dailyCount: 5, feeRate: 0 },
  ],
};
export const order: WithdrawOrder = {
  orderNo: 'W202601010000000001',
  kind: 'bank',
  accountName: '招商银行',
  accountMasked: '**** 1234',
  amount: 200,
  fee: 0,
  actualAmount: 200,
  usdtAmount: null,
  rate: null,
  status: 'pending',
  remark: '',
  createdAt: '2026-01-01T00:00:00Z',
  reviewedAt: null,
};

/** The withdraw page's calls answered, `overrides` replacing some. */
export function mockApi(overrides: EndpointFakes = {}): RequestSpy {
  return fakeEndpoints({
    withdrawInfo: info,
    withdrawBaseCfg: cfg,
    usdtWithdrawInfo: { rate: 7.2, protocols: ['TRC20', 'ERC20'] },
    withdrawOrderInfo: { list: [], total: 0, pageNum: 1, pageSize: 10 },
    ...overrides,
  });
}
