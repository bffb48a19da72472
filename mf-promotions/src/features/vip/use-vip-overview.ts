import { useMemo } from 'react';
import { useAtomValue } from 'jotai';
import {
  getGameFanshuiHighLow,
  memberGradeConfigList,
  memberGradeInfoByGrade,
  type GradeConfig,
  type ResponseOf,
} from 'shared/contract';
import { MONEY, useEndpoint, type EndpointState } from 'shared/query';
import { sessionAtom } from 'shared/state';

export type MemberGrade = ResponseOf<typeof memberGradeInfoByGrade>;
export type RebateRow = ResponseOf<typeof getGameFanshuiHighLow>['list'][number];

export interface VipOverviewData {
  member: MemberGrade;
  /** Lowest grade first. */
  grades: GradeConfig[];
  rebates: RebateRow[];
}

/**
 * The member's grade, every grade's terms and the rebate rates for /mine/vip, drawn as one answer:
 * it fails when one of them fails, and a retry asks again for the ones that failed. The grade moves
 * with deposits and bets, so it is a money figure; the session is read so a login or logout renders
 * again and the emptied cache loads the new member's grade.
 */
export function useVipOverview(): EndpointState<VipOverviewData> {
  useAtomValue(sessionAtom);
  const member = useEndpoint(memberGradeInfoByGrade, {}, { group: MONEY });
  const grades = useEndpoint(memberGradeConfigList, {});
  const rebates = useEndpoint(getGameFanshuiHighLow, {});
  const parts = [member, grades, rebates];
  const data = useMemo(
    () =>
      member.data && grades.data && rebates.data
        ? {
            member: member.data,
            grades: [...grades.data.list].sort((a, b) => a.grade - b.grade),
            rebates: rebates.data.list,
          }
        : undefined,
    [member.data, grades.data, rebates.data],
  );
  const reload = () => parts.filter((part) => part.status === 'error').forEach((part) => part.reload());
  const refresh = () => parts.forEach((part) => part.refresh());
  const failed = parts.find((part) => part.status === 'error');
  if (failed?.status === 'error') return { status: 'error', data, error: failed.error, reload, refresh };
  if (data === undefined || parts.some((part) => part.status === 'loading'))
    return { status: 'loading', data, error: undefined, reload, refresh };
  return { status: 'success', data, error: undefined, reload, refresh };
}
