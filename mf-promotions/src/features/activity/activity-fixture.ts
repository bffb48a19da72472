import type { ActivityConfig, ActivityDetail } from 'shared/contract';

/** An activity for tests: running, no join asked, with the given detail (its page type follows it). */
export function activityFixture<D extends ActivityDetail>(
  detail: D,
  overrides: Partial<Omit<ActivityConfig, 'detail' | 'pageType'>> = {},
): ActivityConfig & { detail: D } {
  return {
    id: 7,
    title: '体育流水大比拼',
    subtitle: '流水越高奖励越多',
    imageUrl: '/img/race.png',
    category: 'sport',
    pageType: detail.pageType,
    startTime: '2025-01-01 00:00:00',
    endTime: '2099-12-31 23:59:59',
    status: 'running',
    rules: ['活动期间有效流水计入排名', '奖金次日派发'],
    requiresJoin: false,
    joined: null,
    ...overrides,
    detail,
  };
}
