import { ResponseCode } from 'shared/contract';
import { DomainError } from '../domain/domain-error';
import { requireMember } from '../http/context';
import { gradeConfigs } from '../vip/grade-configs';
import { gradeOf } from '../vip/grade-of';
import { presentGrade } from '../vip/present';
import { rebateRates } from '../vip/rebate-rates';
import { fenToYuan } from '../wallet/money';
import type { HandlerDeps, HandlerMap } from './handler-map';

/** VIP grades and rebate rates (contract endpoints/vip.ts). */
export function vipHandlers({ db }: HandlerDeps) {
  return {
    memberGradeConfigList: async () => ({ list: (await gradeConfigs(db)).map(presentGrade) }),

    memberGradeInfoByGrade: async (_input, ctx) => {
      const member = await gradeOf(db, requireMember(ctx).memberId);
      // The session join already checked the member exists; a miss here means it was deleted meanwhile.
      if (member === null) throw new DomainError(ResponseCode.LOGIN_EXPIRED);
      const { next } = member;
      return {
        grade: member.grade,
        name: member.config.name,
        deposit: fenToYuan(member.depositFen),
        turnover: fenToYuan(member.turnoverFen),
        next:
          next === null
            ? null
            : {
                grade: next.grade,
                name: next.name,
                depositRequired: fenToYuan(next.depositRequiredFen),
                turnoverRequired: fenToYuan(next.turnoverRequiredFen),
              },
      };
    },

    getGameFanshuiHighLow: async () => ({
      list: (await rebateRates(db)).map((rate) => ({
        ...rate,
        low: Math.min(...rate.rates),
        high: Math.max(...rate.rates),
      })),
    }),
  } satisfies Pick<HandlerMap, 'memberGradeConfigList' | 'memberGradeInfoByGrade' | 'getGameFanshuiHighLow'>;
}
