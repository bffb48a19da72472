import { checkActivityConfig } from '../../promotions/activity-config';
import type { Queryable } from '../database';
import { ACTIVITIES } from './activities';

interface ActivityRules {
  id: number;
  requiresJoin: boolean;
  /** Per page type, checked by src/promotions/activity-config.ts before it is written; amounts in fen. */
  config: object;
  rules: readonly string[];
}

const TURNOVER_RULE =
  '所获彩金需完成规定倍数的有效投注后方可提款，有效投注以已受理的注单本金计算（未结算注单同样计入，被退回的注单不计）。';
const FAIR_PLAY_RULE =
  '同一会员、同一IP、同一设备或同一收款账户仅限参加一次；如发现套利、对冲或使用多个账户参与，平台有权取消彩金及相关盈利。';

const LAND_REBATE_HTML = `<h3>真人视讯周周返水 1.2%</h3>
<p>百家乐、龙虎、轮盘、骰宝等全部真人游戏的有效投注，每周一统一计算上周返水，最高比例1.2%，无上限。</p>
<table><thead><tr><th>VIP等级</th><th>返水比例</th></tr></thead>
<tbody><tr><td>VIP0-VIP2</td><td>0.6%</td></tr><tr><td>VIP3-VIP5</td><td>0.8%</td></tr><tr><td>VIP6-VIP8</td><td>1.0%</td></tr><tr><td>VIP9-VIP10</td><td>1.2%</td></tr></tbody></table>
<p>返水于每周一15:00前发放至中心钱包，1倍流水即可提款。</p>`;

const LAND_VIP_HTML = `<h3>VIP晋级礼金</h3>
<p>累计存款与有效投注同时达到对应等级要求即自动晋级，晋级礼金在晋级当时发放至中心钱包，每个等级仅发放一次。</p>
<ul><li>VIP1 晋级礼金 18元</li><li>VIP3 晋级礼金 188元</li><li>VIP5 晋级礼金 1888元</li><li>VIP8 晋级礼金 18888元</li><li>VIP10 晋级礼金 58888元</li></ul>
<p>更多等级权益请前往「我的 - VIP特权」查看。</p>`;

/**
 * The settings and rules of every seeded activity, so each card of the activity centre opens a page of
 * its type with real figures. Written by the 'promotions-v1' seed step (databases seeded before get them too).
 */
export const ACTIVITY_RULES: readonly ActivityRules[] = [
  {
    id: 1,
    requiresJoin: true,
    config: {
      bonusRatePercent: 100,
      maxBonusFen: 888_800,
      minDepositFen: 10_000,
      turnoverMultiple: 1,
      joinTiming: 'before',
      requiresPhone: true,
    },
    rules: [
      '活动对象：绑定手机号且尚未存款的新会员，须先点击「立即参加」报名，再完成首笔存款。',
      '首笔存款满100元即可获得存款金额100%的彩金，最高8888元，存款到账时自动发放至中心钱包。',
      '（存款金额+彩金）完成1倍有效投注即可提款。',
      TURNOVER_RULE,
      FAIR_PLAY_RULE,
    ],
  },
  {
    id: 2,
    requiresJoin: true,
    config: {
      bonusRatePercent: 15,
      maxBonusFen: 58_800,
      minDepositFen: 10_000,
      turnoverMultiple: 5,
      joinTiming: 'after',
      requiresPhone: false,
    },
    rules: [
      '活动对象：已完成首笔存款的会员。',
      '活动期间首存之后的第一笔存款满100元，报名后点击「申请彩金」即可获得该笔存款15%的彩金，最高588元。',
      '（存款金额+彩金）完成5倍有效投注即可提款。',
      TURNOVER_RULE,
      FAIR_PLAY_RULE,
    ],
  },
  {
    id: 3,
    requiresJoin: false,
    config: {
      boardSize: 10,
      prizes: [
        { rankFrom: 1, rankTo: 1, amountFen: 3_888_800 },
        { rankFrom: 2, rankTo: 2, amountFen: 1_888_800 },
        { rankFrom: 3, rankTo: 3, amountFen: 888_800 },
        { rankFrom: 4, rankTo: 10, amountFen: 200_000 },
      ],
    },
    rules: [
      '活动期间所有会员的有效投注自动计入排行榜，无需报名。',
      '排行榜实时更新，活动结束时排名前10的会员分别获得对应奖金：第1名38888元，第2名18888元，第3名8888元，第4至10名各2000元。',
      '有效投注相同时，先达到该投注额的会员排名在前。奖金于活动结束后3个工作日内发放，1倍流水即可提款。',
      TURNOVER_RULE,
    ],
  },
  {
    id: 4,
    requiresJoin: false,
    config: { contentHtml: LAND_REBATE_HTML },
    rules: [
      '返水按会员当前VIP等级计算，每周一统一结算上周有效投注。',
      '返水无需申请，自动发放；1倍流水即可提款。',
      FAIR_PLAY_RULE,
    ],
  },
  {
    id: 5,
    requiresJoin: false,
    config: {
      tasks: [
        { key: 'bindPhone', title: '绑定手机号', rewardFen: 800 },
        { key: 'bindRealName', title: '完善真实姓名', rewardFen: 800 },
        { key: 'firstDeposit', title: '完成首笔存款', rewardFen: 1_800 },
        { key: 'firstBet', title: '完成首笔投注', rewardFen: 800 },
        { key: 'turnover', title: '活动期间有效投注满1000元', rewardFen: 1_600, targetFen: 100_000 },
      ],
      turnoverMultiple: 1,
    },
    rules: [
      '完成每项新手任务后即可在本页领取对应彩金，五项合计58元，每项仅可领取一次。',
      '绑定手机号与真实姓名请前往「我的 - 个人资料」完成。',
      '彩金完成1倍有效投注即可提款。',
      FAIR_PLAY_RULE,
    ],
  },
  {
    id: 6,
    requiresJoin: false,
    config: {
      depositPerChanceFen: 10_000,
      prizes: [
        { id: 1, name: '888元现金', amountFen: 88_800, weight: 1 },
        { id: 2, name: '188元现金', amountFen: 18_800, weight: 9 },
        { id: 3, name: '58元现金', amountFen: 5_800, weight: 40 },
        { id: 4, name: '18元现金', amountFen: 1_800, weight: 150 },
        { id: 5, name: '8元现金', amountFen: 800, weight: 300 },
        { id: 6, name: '谢谢参与', amountFen: 0, weight: 500 },
      ],
      turnoverMultiple: 3,
    },
    rules: [
      '活动期间每累计存款满100元即获得1次抽奖机会，次数可累计，活动结束后作废。',
      '奖品为现金彩金，抽中即发放至中心钱包，完成3倍有效投注即可提款。',
      '抽奖结果由系统随机产生，每次抽奖独立计算。',
      FAIR_PLAY_RULE,
    ],
  },
  {
    id: 7,
    requiresJoin: false,
    config: {
      rewards: [
        { day: 1, amountFen: 200 },
        { day: 2, amountFen: 300 },
        { day: 3, amountFen: 500 },
        { day: 4, amountFen: 800 },
        { day: 5, amountFen: 1_000 },
        { day: 6, amountFen: 1_800 },
        { day: 7, amountFen: 3_800 },
      ],
      turnoverMultiple: 1,
    },
    rules: [
      '每天（北京时间0点至24点）可签到一次，签到即领取当天彩金。',
      '连续签到第1至7天分别获得2、3、5、8、10、18、38元，第7天之后每天38元；中断后从第1天重新计算。',
      '彩金完成1倍有效投注即可提款。',
    ],
  },
  {
    id: 8,
    requiresJoin: false,
    config: { rewardPerFriendFen: 3_800, minFriendDepositFen: 10_000, turnoverMultiple: 1 },
    rules: [
      '分享您的专属邀请链接或邀请码，好友通过它注册即成为您邀请的好友。',
      '好友首笔存款满100元并到账后，您将自动获得38元彩金，邀请人数不限。',
      '彩金完成1倍有效投注即可提款。',
      FAIR_PLAY_RULE,
    ],
  },
  {
    id: 9,
    requiresJoin: false,
    config: {
      tiers: [
        { turnoverFen: 100_000, rewardFen: 1_800 },
        { turnoverFen: 500_000, rewardFen: 8_800 },
        { turnoverFen: 1_000_000, rewardFen: 18_800 },
      ],
      turnoverMultiple: 1,
    },
    rules: [
      '活动期间有效投注满1000元、5000元、10000元，可分别领取18元、88元、188元彩金，各档可同时领取，每档仅限一次。',
      '彩金完成1倍有效投注即可提款。',
      TURNOVER_RULE,
      FAIR_PLAY_RULE,
    ],
  },
  {
    id: 10,
    requiresJoin: false,
    config: { contentHtml: LAND_VIP_HTML },
    rules: ['晋级礼金自动发放，无需申请。', '等级只升不降，每个等级的晋级礼金仅发放一次。'],
  },
  {
    id: 11,
    requiresJoin: false,
    config: {
      tiers: [
        { turnoverFen: 200_000, rewardFen: 2_800 },
        { turnoverFen: 800_000, rewardFen: 8_800 },
        { turnoverFen: 2_000_000, rewardFen: 28_800 },
      ],
      turnoverMultiple: 1,
    },
    rules: [
      '活动期间有效投注满2000元、8000元、20000元，可分别领取28元、88元、288元彩金，每档仅限一次。',
      TURNOVER_RULE,
    ],
  },
  {
    id: 12,
    requiresJoin: false,
    config: {
      depositPerChanceFen: 20_000,
      prizes: [
        { id: 1, name: '1888元红包', amountFen: 188_800, weight: 1 },
        { id: 2, name: '288元红包', amountFen: 28_800, weight: 20 },
        { id: 3, name: '28元红包', amountFen: 2_800, weight: 300 },
        { id: 4, name: '8元红包', amountFen: 800, weight: 679 },
      ],
      turnoverMultiple: 1,
    },
    rules: [
      '活动期间每累计存款满200元可抢红包1次，红包金额随机，最高1888元。',
      '红包即抢即发，完成1倍有效投注即可提款。',
      FAIR_PLAY_RULE,
    ],
  },
];

/** Writes the settings, rules and the current titles onto the seeded activities (migration 016). */
export async function seedActivityRules(tx: Queryable): Promise<void> {
  for (const rules of ACTIVITY_RULES) {
    const seed = ACTIVITIES.find((a) => a.id === rules.id);
    if (seed === undefined) throw new Error(`activity ${rules.id} has rules but no seed row`);
    checkActivityConfig(seed.pageType, rules.config);
    await tx.query(
      `update activities set title = $2, subtitle = $3, config = $4::jsonb, rules = $5::jsonb, requires_join = $6 where id = $1`,
      [
        rules.id,
        seed.title,
        seed.subtitle,
        JSON.stringify(rules.config),
        JSON.stringify(rules.rules),
        rules.requiresJoin,
      ],
    );
  }
}
