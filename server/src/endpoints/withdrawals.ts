import { PAYOUT_ACCOUNT_LIMIT } from 'shared/contract';
import { requireMember } from '../http/context';
import { requireWithdrawPhone } from '../sites/fund-rules/fund-rule-gates';
import { PAYOUT_BANKS } from '../funds/payout-accounts/banks';
import { addAccount, deleteAccount, listAccounts, setDefaultAccount } from '../funds/payout-accounts/payout-accounts';
import { loadPayoutOwner } from '../funds/payout-accounts/payout-owner';
import { turnoverOf } from '../funds/withdrawals/turnover';
import {
  dailyWithdrawalsOf,
  kindConfigView,
  USDT_WITHDRAW_RATE,
  WITHDRAW_LIMITS,
} from '../funds/withdrawals/withdraw-config';
import { orderPage } from '../funds/withdrawals/withdraw-orders';
import { resetWithdrawPassword, sendResetCode, setWithdrawPassword } from '../funds/withdrawals/withdraw-password';
import { createWithdrawal, todayCounts } from '../funds/withdrawals/withdrawals';
import { readWalletFigures } from '../wallet/balance';
import { fenToYuan } from '../wallet/money';
import type { HandlerDeps, HandlerMap } from './handler-map';

type WithdrawalEndpoint =
  | 'queryMemberBanksInfoList'
  | 'withdrawAddList'
  | 'addBankCard'
  | 'addVirtualCoinAddress'
  | 'addAlipayAccount'
  | 'setDefaultPayoutAccount'
  | 'deletePayoutAccount'
  | 'withdrawPwdSet'
  | 'withdrawPwdSendCode'
  | 'withdrawPwdReset'
  | 'withdrawBaseCfg'
  | 'withdrawInfo'
  | 'usdtWithdrawInfo'
  | 'withdrawNew'
  | 'withdrawOrderInfo';

/** Payout accounts, the withdraw password and withdrawals (contract endpoints/payout-accounts, endpoints/withdrawals). */
export function withdrawalHandlers(deps: HandlerDeps) {
  const { db, authSecret, messageSender } = deps;
  const codeDeps = { db, secret: authSecret, sender: messageSender };

  return {
    queryMemberBanksInfoList: async (_input, ctx) => {
      const memberId = requireMember(ctx).memberId;
      const [list, owner] = await Promise.all([listAccounts(db, memberId), loadPayoutOwner(db, memberId)]);
      return { list, limit: PAYOUT_ACCOUNT_LIMIT, realName: owner.realName };
    },

    withdrawAddList: async () => ({ list: [...PAYOUT_BANKS] }),

    addBankCard: async (input, ctx) =>
      addAccount(db, authSecret, requireMember(ctx).memberId, { kind: 'bank', ...input }, ctx.now),

    addVirtualCoinAddress: async (input, ctx) =>
      addAccount(db, authSecret, requireMember(ctx).memberId, { kind: 'coin', ...input }, ctx.now),

    addAlipayAccount: async (input, ctx) =>
      addAccount(db, authSecret, requireMember(ctx).memberId, { kind: 'alipay', ...input }, ctx.now),

    setDefaultPayoutAccount: async (input, ctx) => ({
      list: await setDefaultAccount(db, requireMember(ctx).memberId, input.id),
    }),

    deletePayoutAccount: async (input, ctx) => ({
      list: await deleteAccount(db, requireMember(ctx).memberId, input.id, ctx.now),
    }),

    withdrawPwdSet: async (input, ctx) => {
      await setWithdrawPassword(db, requireMember(ctx).memberId, input.password, input.confirmPassword);
      return { passwordSet: true as const };
    },

    withdrawPwdSendCode: async (_input, ctx) => sendResetCode(codeDeps, requireMember(ctx).memberId, ctx.log, ctx.now),

    withdrawPwdReset: async (input, ctx) => {
      await resetWithdrawPassword(codeDeps, requireMember(ctx).memberId, input, ctx.now);
      return { passwordSet: true as const };
    },

    withdrawBaseCfg: async (_input, ctx) => {
      // The day's count is the member's VIP grade's, so the page shows what withdraw/new enforces.
      const daily = await dailyWithdrawalsOf(db, requireMember(ctx).memberId);
      return { list: Object.values(WITHDRAW_LIMITS).map((limits) => kindConfigView(limits, daily)) };
    },

    withdrawInfo: async (_input, ctx) => {
      const memberId = requireMember(ctx).memberId;
      const [figures, owner, turnover, todayCount, accounts] = await Promise.all([
        readWalletFigures(db, memberId),
        loadPayoutOwner(db, memberId),
        turnoverOf(db, memberId),
        todayCounts(db, memberId, ctx.now),
        listAccounts(db, memberId),
      ]);
      return {
        balance: fenToYuan(figures.centerFen),
        lockMoney: fenToYuan(figures.lockedFen),
        passwordSet: owner.withdrawPasswordHash !== null,
        phoneBound: owner.phone !== '',
        realName: owner.realName,
        turnoverRequired: fenToYuan(turnover.requiredFen),
        turnoverDone: fenToYuan(turnover.doneFen),
        turnoverRemaining: fenToYuan(turnover.remainingFen),
        todayCount,
        accounts,
      };
    },

    usdtWithdrawInfo: async () => ({ rate: USDT_WITHDRAW_RATE, protocols: ['TRC20', 'ERC20'] }),

    withdrawNew: async (input, ctx) => {
      const memberId = requireMember(ctx).memberId;
      await requireWithdrawPhone(db, ctx.siteId, memberId, ctx.now);
      return createWithdrawal(db, memberId, ctx.requestId, input, ctx.now);
    },

    withdrawOrderInfo: async (input, ctx) => {
      const memberId = requireMember(ctx).memberId;
      const page = await orderPage(db, memberId, input);
      return { ...page, pageNum: input.pageNum, pageSize: input.pageSize };
    },
  } satisfies Pick<HandlerMap, WithdrawalEndpoint>;
}
