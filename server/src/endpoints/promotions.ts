import { ResponseCode } from 'shared/contract';
import { DomainError } from '../domain/domain-error';
import { requireMember, type RequestContext } from '../http/context';
import { requireActivity, runningActivities, type Activity } from '../promotions/activity';
import { confirmAction } from '../promotions/confirm';
import { offerDailyRebates } from '../promotions/daily-rebate';
import { depositRewardConfigs } from '../promotions/deposit-reward-configs';
import { joinVerdict } from '../promotions/eligibility';
import { pageGiftRecords } from '../promotions/gift-records';
import { recordJoin } from '../promotions/joins';
import { presentActivity } from '../promotions/present';
import { presentRebate } from '../promotions/present-rebate';
import { settleEndedRaces, settleRace } from '../promotions/race/settle-race';
import { alreadyDone, refusal } from '../promotions/refusal';
import type { Viewer } from '../promotions/viewer';
import { vipWeek } from '../promotions/vip-week';
import { claimWaitingRewards, expireLapsedRewards, waitingRewards } from '../promotions/welfare';
import { formatBeijing } from '../time/beijing';
import { fenToYuan } from '../wallet/money';
import { oncePerRequest } from '../wallet/once-per-request';
import type { HandlerDeps, HandlerMap } from './handler-map';

function viewerOf(ctx: RequestContext): Viewer | null {
  return ctx.member === null ? null : { memberId: ctx.member.memberId, siteId: ctx.siteId };
}

export function promotionHandlers({ db }: HandlerDeps) {
  /** /activity/friendInvitation has no id: the brand's running invitation activity. */
  async function runningInvitation(siteId: string, now: Date): Promise<Activity> {
    const [activity] = await runningActivities(db, 'friendInvitation', siteId, now);
    if (activity === undefined) throw new DomainError(ResponseCode.NOT_FOUND, '暂无进行中的邀请好友活动');
    return activity;
  }

  return {
    promotionConfig: async (input, ctx) => {
      const activity =
        'activityId' in input
          ? await requireActivity(db, input.activityId, ctx.siteId)
          : await runningInvitation(ctx.siteId, ctx.now);
      // An ended race pays its prizes the first time it is looked at, so its page shows who won.
      if (activity.pageType === 'racePage') await settleRace(db, activity, ctx.now);
      return presentActivity(db, activity, viewerOf(ctx), ctx.baseUrl, ctx.now);
    },

    promotionVerification: async (input, ctx) => {
      const member = requireMember(ctx);
      const activity = await requireActivity(db, input.activityId, ctx.siteId);
      return joinVerdict(db, activity, member.memberId, ctx.now);
    },

    joinActivity: async (input, ctx) => {
      const member = requireMember(ctx);
      const activity = await requireActivity(db, input.activityId, ctx.siteId);
      const verdict = await joinVerdict(db, activity, member.memberId, ctx.now);
      if (verdict.reason === 'alreadyJoined') throw alreadyDone('您已参加该活动');
      if (!verdict.eligible) throw refusal(verdict);
      // The primary key decides between two concurrent joins: the loser is told it already joined.
      if (!(await recordJoin(db, member.memberId, activity.id, ctx.now))) throw alreadyDone('您已参加该活动');
      return presentActivity(db, activity, viewerOf(ctx), ctx.baseUrl, ctx.now);
    },

    confirmInfo: async (input, ctx) => {
      const member = requireMember(ctx);
      return confirmAction(db, input, {
        memberId: member.memberId,
        siteId: ctx.siteId,
        requestId: ctx.requestId,
        baseUrl: ctx.baseUrl,
        now: ctx.now,
      });
    },

    giftRecordList: async (input, ctx) => {
      const member = requireMember(ctx);
      if (input.startDate > input.endDate)
        throw new DomainError(ResponseCode.INVALID_PARAMETER, '开始日期不能晚于结束日期');
      // A race prize won since the last look is paid now, so it is among the records.
      await settleEndedRaces(db, ctx.now);
      const { rows, total, totalAmountFen } = await pageGiftRecords(db, member.memberId, input);
      return {
        list: rows.map((row) => ({
          id: row.id,
          title: row.title,
          source: row.source,
          amount: fenToYuan(row.amountFen),
          turnoverRequired: fenToYuan(row.turnoverRequiredFen),
          createdAt: formatBeijing(row.paidAt),
        })),
        total,
        totalAmount: fenToYuan(totalAmountFen),
        pageNum: input.pageNum,
        pageSize: input.pageSize,
      };
    },

    welfareList: async (_input, ctx) => {
      const member = requireMember(ctx);
      await settleEndedRaces(db, ctx.now);
      const list = await db.transaction(async (tx) => {
        await expireLapsedRewards(tx, member.memberId, ctx.now);
        // What became due since the last look is offered now, so it is in the list: this week's VIP
        // gift, and the rebate of each ended day.
        await vipWeek(tx, member.memberId, ctx.now);
        await offerDailyRebates(tx, member.memberId, ctx.now);
        return waitingRewards(tx, member.memberId, ctx.now);
      });
      return {
        list: list.map((reward) => ({
          id: reward.id,
          title: reward.title,
          source: reward.source,
          amount: fenToYuan(reward.amountFen),
          turnoverRequired: fenToYuan(reward.turnoverRequiredFen),
          expiresAt: formatBeijing(reward.expiresAt),
          rebate: reward.rebate === null ? null : presentRebate(reward.rebate),
        })),
      };
    },

    welfareClaim: async (input, ctx) => {
      const member = requireMember(ctx);
      return oncePerRequest(
        db,
        { memberId: member.memberId, requestId: ctx.requestId, path: 'welfare/claim', body: input },
        ctx.now,
        async (tx) => {
          await expireLapsedRewards(tx, member.memberId, ctx.now);
          const { claimed, amountFen } = await claimWaitingRewards(
            tx,
            member.memberId,
            input.ids,
            ctx.requestId,
            ctx.now,
          );
          if (claimed === 0) throw new DomainError(ResponseCode.NO_DATA, '没有可领取的福利');
          const wallet = await tx.query<{ balance: string | number }>(
            'select balance_fen as balance from wallets where member_id = $1',
            [member.memberId],
          );
          return {
            claimed,
            amount: fenToYuan(amountFen),
            centerWalletBalance: fenToYuan(Number(wallet[0]?.balance ?? 0)),
          };
        },
      );
    },

    vipWeekInfo: async (_input, ctx) => {
      const member = requireMember(ctx);
      const week = await db.transaction((tx) => vipWeek(tx, member.memberId, ctx.now));
      return {
        weekStart: week.weekStart,
        weekEnd: week.weekEnd,
        grade: week.grade,
        weeklyGift: fenToYuan(week.weeklyGiftFen),
        deposit: fenToYuan(week.depositFen),
        turnover: fenToYuan(week.turnoverFen),
        depositRequired: fenToYuan(week.depositRequiredFen),
        turnoverRequired: fenToYuan(week.turnoverRequiredFen),
        status: week.status,
      };
    },

    querySiteDepositRewardConfigList: async (_input, ctx) => ({
      list: await depositRewardConfigs(db, requireMember(ctx).memberId, ctx.siteId, ctx.now),
    }),
  } satisfies Pick<
    HandlerMap,
    | 'promotionConfig'
    | 'promotionVerification'
    | 'joinActivity'
    | 'confirmInfo'
    | 'giftRecordList'
    | 'welfareList'
    | 'welfareClaim'
    | 'vipWeekInfo'
    | 'querySiteDepositRewardConfigList'
  >;
}
