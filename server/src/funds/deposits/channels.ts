import type { DepositWaitKind, PaymentType } from 'shared/contract';

/**
 * The simulated payment provider's deposit channels (the reference server's catalogue): amounts in
 * fen, each with the waiting screen its orders use. An operator's real platform answers
 * payment/types from its own back office; nothing in the client depends on these values.
 */
export interface ChannelDefinition {
  channelId: string;
  type: PaymentType['code'];
  name: string;
  description: string;
  minFen: number;
  maxFen: number;
  presetsFen: readonly number[];
  waitKind: DepositWaitKind;
}

export const PAYMENT_TYPE_NAMES: Readonly<Record<PaymentType['code'], string>> = {
  bank: '银行转账',
  online: '三方充值',
  usdt: '虚拟币',
  huione: '汇旺支付',
  xnbsk: '新币收款',
};

export const DEPOSIT_CHANNELS: readonly ChannelDefinition[] = [
  {
    channelId: 'bank-card',
    type: 'bank',
    name: '网银转账',
    description: '转账后1-5分钟到账',
    minFen: 100_00,
    maxFen: 50_000_00,
    presetsFen: [100_00, 500_00, 1_000_00, 5_000_00, 10_000_00],
    waitKind: 'transfer',
  },
  {
    channelId: 'online-quick',
    type: 'online',
    name: '快捷支付',
    description: '跳转收银台支付，即时到账',
    minFen: 50_00,
    maxFen: 20_000_00,
    presetsFen: [50_00, 100_00, 300_00, 1_000_00, 3_000_00],
    waitKind: 'recharge',
  },
  {
    channelId: 'online-scan',
    type: 'online',
    name: '扫码支付',
    description: '支持主流钱包扫码',
    minFen: 10_00,
    maxFen: 5_000_00,
    presetsFen: [10_00, 50_00, 100_00, 500_00, 1_000_00],
    waitKind: 'recharge',
  },
  {
    channelId: 'usdt-trc20',
    type: 'usdt',
    name: 'USDT-TRC20',
    description: '按实时汇率折算，链上确认后到账',
    minFen: 100_00,
    maxFen: 100_000_00,
    presetsFen: [100_00, 500_00, 1_000_00, 5_000_00, 20_000_00],
    waitKind: 'virtual',
  },
  {
    channelId: 'huione-pay',
    type: 'huione',
    name: '汇旺钱包',
    description: '汇旺App内支付',
    minFen: 100_00,
    maxFen: 30_000_00,
    presetsFen: [100_00, 500_00, 1_000_00, 5_000_00],
    waitKind: 'huione',
  },
  {
    channelId: 'xnbsk-scan',
    type: 'xnbsk',
    name: '新币扫码',
    description: '扫描二维码付款',
    minFen: 100_00,
    maxFen: 30_000_00,
    presetsFen: [100_00, 500_00, 1_000_00, 5_000_00],
    waitKind: 'xnbsk',
  },
];

export function findChannel(channelId: string): ChannelDefinition | null {
  return DEPOSIT_CHANNELS.find((c) => c.channelId === channelId) ?? null;
}

/** The account bank transfers go to (the simulated provider's collection account). */
export const RECEIVING_ACCOUNT = {
  bankName: '中国工商银行',
  accountName: '星耀网络科技有限公司',
  accountNo: '6222 0212 3456 7890 123',
  branch: '深圳南山支行',
} as const;

/** Yuan per coin, in fen per coin so conversions stay exact: 1 USDT = 7.20 CNY. */
export const USDT_RATE_FEN = 7_20;

/** The simulated wallet addresses coins are sent to, per protocol. */
export const RECEIVING_ADDRESSES = {
  TRC20: 'TQ7mZ4xk9vWkqkY3oE2sJ8dPnRcLh5uAbF',
  ERC20: '0x8B3a1F2e4C5d6E7f8091a2B3c4D5e6F708192A3b',
} as const;

/** The coins (2 decimals, rounded up so the order is covered) that pay `amountFen` at `rateFen` per coin. */
export function coinsFor(amountFen: number, rateFen: number): number {
  return Math.ceil((amountFen * 100) / rateFen) / 100;
}
