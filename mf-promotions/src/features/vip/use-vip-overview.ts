import { useAtomValue } from 'jotai';
import { api } from 'shared/api';
import { getGameFanshuiHighLow, memberGradeConfigList, memberGradeInfoByGrade, type GradeConfig, type ResponseOf } from 'shared/contract';
import { sessionAtom } from 'shared/state';
import { useAsync } from 'shared/ui';

export type MemberGrade = ResponseOf<typeof memberGradeInfoByGrade>;
export type RebateRow = ResponseOf<typeof getGameFanshuiHighLow>['list'][number];

export interface VipOverviewData {
  member: MemberGrade;
  /** Lowest grade first. */
  grades: GradeConfig[];
  rebates: RebateRow[];
}

/** The member's grade, every grade's terms and the rebate rates, loaded together for /mine/vip. */
export function useVipOverview() {
  const token = useAtomValue(sessionAtom)?.token ?? null;
  return useAsync(async (): Promise<VipOverviewData> => {
    const [member, grades, rebates] = await Promise.all([
      api.request(memberGradeInfoByGrade, {}),
      api.request(memberGradeConfigList, {}),
      api.request(getGameFanshuiHighLow, {}),
    ]);
    return { member, grades: [...grades.list].sort((a, b) => a.grade - b.grade), rebates: rebates.list };
  }, [token]);
}
