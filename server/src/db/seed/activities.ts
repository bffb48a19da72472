import type { ActivityCategory, ActivityPageType } from '../../content/activities';
import { beijingAt } from '../../time/beijing';
import type { Queryable } from '../database';
import { insertRows } from './insert-rows';

interface ActivitySeed {
  id: number;
  title: string;
  subtitle: string;
  category: ActivityCategory;
  pageType: ActivityPageType;
  /** Start and end as Beijing days from the seed day: most run for months, two are over or not yet begun. */
  startDay: number;
  endDay: number;
  sort: number;
}

export const ACTIVITIES: readonly ActivitySeed[] = [
  {
    id: 1,
    title: '新会员首存送100%',
    subtitle: '首笔存款最高送8888元',
    category: 'newcomer',
    pageType: 'firstDeposit',
    startDay: -60,
    endDay: 365,
    sort: 1,
  },
  {
    id: 2,
    title: '再存送15%',
    subtitle: '首存后再存满100元 加赠15% 最高588元',
    category: 'deposit',
    pageType: 'againDeposit',
    startDay: -60,
    endDay: 365,
    sort: 2,
  },
  {
    id: 3,
    title: '欧洲杯投注冲榜赛',
    subtitle: '有效投注前10名 瓜分8万元彩金',
    category: 'sport',
    pageType: 'racePage',
    startDay: -10,
    endDay: 45,
    sort: 3,
  },
  {
    id: 4,
    title: '真人视讯周周返水',
    subtitle: '百家乐龙虎轮盘 无上限返水1.2%',
    category: 'casino',
    pageType: 'activityLandPage',
    startDay: -90,
    endDay: 275,
    sort: 4,
  },
  {
    id: 5,
    title: '新手任务大礼包',
    subtitle: '完成绑定与首投 领取58元彩金',
    category: 'newcomer',
    pageType: 'newTask',
    startDay: -30,
    endDay: 335,
    sort: 5,
  },
  {
    id: 6,
    title: '幸运大转盘',
    subtitle: '每存100元抽1次 最高888元现金',
    category: 'casino',
    pageType: 'drawGift',
    startDay: -20,
    endDay: 160,
    sort: 6,
  },
  {
    id: 7,
    title: '每日签到领彩金',
    subtitle: '连续签到7天 单日最高38元',
    category: 'vip',
    pageType: 'signGift',
    startDay: -45,
    endDay: 320,
    sort: 7,
  },
  {
    id: 8,
    title: '邀请好友送彩金',
    subtitle: '好友首存满100元 您得38元',
    category: 'newcomer',
    pageType: 'friendInvitation',
    startDay: -120,
    endDay: 245,
    sort: 8,
  },
  {
    id: 9,
    title: '体育投注送彩金',
    subtitle: '活动期间有效投注满1万 加送188元',
    category: 'sport',
    pageType: 'bettingGift',
    startDay: -15,
    endDay: 76,
    sort: 9,
  },
  {
    id: 10,
    title: 'VIP晋级礼金',
    subtitle: '晋级即送 最高VIP10可得58888元',
    category: 'vip',
    pageType: 'activityLandPage',
    startDay: -200,
    endDay: 530,
    sort: 10,
  },
  {
    id: 11,
    title: '电竞投注加奖',
    subtitle: '活动期间有效投注满2万 加送288元',
    category: 'sport',
    pageType: 'bettingGift',
    startDay: -70,
    endDay: -5,
    sort: 11,
  },
  {
    id: 12,
    title: '春节红包雨',
    subtitle: '活动期间每存200元抢1次红包 最高1888元',
    category: 'deposit',
    pageType: 'drawGift',
    startDay: 20,
    endDay: 28,
    sort: 12,
  },
];

export async function seedActivities(tx: Queryable, now: Date): Promise<void> {
  await insertRows(
    tx,
    'activities',
    ['id', 'title', 'subtitle', 'category', 'page_type', 'start_time', 'end_time', 'sort'],
    ACTIVITIES.map((a) => [
      a.id,
      a.title,
      a.subtitle,
      a.category,
      a.pageType,
      beijingAt(now, a.startDay, 0),
      beijingAt(now, a.endDay, 23, 59),
      a.sort,
    ]),
  );
}
