import type { DepositOrder, PaymentType } from 'shared/contract';
import type { CustomerInfo, DepositRewards, PaymentTypesAnswer, SignalCode } from './deposit-api';

/** Answers shaped like the reference server's, for the deposit screens' tests. */
export const types: PaymentType[] = [
  {
    code: 'bank',
    name: '银行转账',
    channels: [
      {
        channelId: 'bank-card',
        name: '网银转账',
        description: '转账后1-5分钟到账',
        minAmount: 100,
        maxAmount: 50000,
        presets: [100, 500, 1000],
        waitKind: 'transfer',
      },
    ],
  },
  {
    code: 'online',
    name: '三方充值',
    channels: [
      {
        channelId: 'online-quick',
        name: '快捷支付',
        description: '跳转收银台支付',
        minAmount: 50,
        maxAmount: 20000,
        presets: [50, 100, 300],
        waitKind: 'recharge',
      },
      {
        channelId: 'online-scan',
        name: '扫码支付',
        description: '支持主流钱包扫码',
        minAmount: 10,
        maxAmount: 5000,
        presets: [10, 50],
        waitKind: 'recharge',
      },
    ],
  },
  {
    code: 'huione',
    name: '汇旺支付',
    channels: [
      {
        channelId: 'huione-pay',
        name: '汇旺钱包',
        description: '汇旺App内支付',
        minAmount: 100,
        maxAmount: 30000,
        presets: [100],
        waitKind: 'huione',
      },
    ],
  },
];

export const catalogue: PaymentTypesAnswer = { types };

export const depositRewards: DepositRewards = {
  list: [
    {
      activityId: 1,
      pageType: 'firstDeposit',
      title: '新会员首存送100%',
      bonusRate: 100,
      maxBonus: 8888,
      minDeposit: 100,
      turnoverMultiple: 2,
      joinTiming: 'before',
      next: 'deposit',
    },
    {
      activityId: 2,
      pageType: 'againDeposit',
      title: '每日再存送10%',
      bonusRate: 10,
      maxBonus: 1888,
      minDeposit: 200,
      turnoverMultiple: 5,
      joinTiming: 'after',
      next: 'join',
    },
  ],
};

export const customer: CustomerInfo = { username: 'deposit01', realName: '钱多多', paidDeposits: 0 };

export function orderOf(overrides: Partial<DepositOrder> = {}): DepositOrder {
  return {
    orderNo: 'CK20261124120000123456',
    status: 'waiting',
    amount: 300,
    channelId: 'online-quick',
    channelName: '快捷支付',
    waitKind: 'recharge',
    createdAt: new Date(Date.now() - 60_000).toISOString(),
    expiresAt: new Date(Date.now() + 29 * 60_000).toISOString(),
    finishedAt: null,
    cashierUrl: 'http://127.0.0.1:8090/cashier/0123456789abcdef0123456789abcdef',
    receivingAccount: null,
    depositorName: '',
    reference: '',
    ...overrides,
  };
}

export const signal: SignalCode = {
  orderNo: 'CK20261124120000123456',
  currency: 'USDT',
  protocol: 'TRC20',
  address: 'TQ7mZ4xk9vWkqkY3oE2sJ8dPnRcLh5uAbF',
  rate: 7.2,
  coinAmount: 41.67,
  qrContent: 'tron:TQ7mZ4xk9vWkqkY3oE2sJ8dPnRcLh5uAbF?amount=41.67',
};
