import type { VenueCategory } from '../../games/venues';
import type { Queryable } from '../database';
import { insertRows } from './insert-rows';

type VenueSeed = [
  id: number,
  enName: string,
  name: string,
  category: VenueCategory,
  description: string,
  status: 'normal' | 'maintenance',
  hot: boolean,
  sort: number,
];

/** Venue ids group by category (1xx sports, 2xx live casino, ...) so they read well in logs. */
export const VENUES: readonly VenueSeed[] = [
  [101, 'CRTY', '皇冠体育', 'TY', '本站自营体育，足球篮球全场次滚球，赔率业界领先', 'normal', true, 1],
  [102, 'SBTY', '沙巴体育', 'TY', '亚洲老牌体育平台，每日上万场赛事，盘口丰富', 'normal', true, 2],
  [103, 'IMTY', 'IM体育', 'TY', '串关玩法多样，支持提前结算与赛事动画直播', 'normal', false, 3],
  [104, 'FBTY', 'FB体育', 'TY', '极速下注体验，热门联赛高清视频直播', 'normal', false, 4],

  [201, 'AGZR', 'AG真人', 'ZR', '经典百家乐、龙虎、骰宝，亚洲人气第一真人平台', 'normal', true, 1],
  [202, 'BGZR', 'BG真人', 'ZR', '美女荷官多台同开，支持免佣百家乐', 'maintenance', false, 2],
  [203, 'DGZR', 'DG真人', 'ZR', '高清多视角直播，牛牛、三公、推筒子应有尽有', 'normal', false, 3],
  [204, 'EVOZR', 'EVO真人', 'ZR', '欧洲顶级真人娱乐，闪电轮盘与疯狂时间', 'normal', false, 4],

  [301, 'KYQP', '开元棋牌', 'QP', '斗地主、抢庄牛牛、炸金花，百万玩家同时在线', 'normal', true, 1],
  [302, 'LYQP', '乐游棋牌', 'QP', '二十余款经典棋牌，公平公正，秒速匹配', 'normal', false, 2],
  [303, 'VGQP', '财神棋牌', 'QP', '德州扑克与十三水，好友约局随心畅玩', 'normal', false, 3],

  [401, 'LHDJ', '雷火电竞', 'DJ', '英雄联盟、DOTA2、CS2全赛事覆盖，滚球实时更新', 'normal', true, 1],
  [402, 'IMDJ', 'IM电竞', 'DJ', '王者荣耀、和平精英等国内热门赛事一网打尽', 'normal', false, 2],
  [403, 'TFDJ', 'TF电竞', 'DJ', '电竞盘口深度领先，支持局内玩法投注', 'normal', false, 3],

  [501, 'G1CP', 'G1彩票', 'CP', '官方开奖同步，快三、时时彩、PK10一站投注', 'normal', true, 1],
  [502, 'SGCP', '双赢彩票', 'CP', '六合彩、福彩3D、排列三，高赔率多玩法', 'normal', false, 2],
  [503, 'TCGCP', '天成彩票', 'CP', '自主开奖极速彩，75秒一期，走势图清晰直观', 'normal', false, 3],

  [601, 'PGDZ', 'PG电子', 'DZ', '麻将胡了、寻宝黄金城，精美画面爆奖频繁', 'normal', true, 1],
  [602, 'PPDZ', 'PP电子', 'DZ', '奥林匹斯之门、甜入心扉，全球热门老虎机', 'normal', false, 2],
  [603, 'MGDZ', 'MG电子', 'DZ', '百万奖池累积大奖，经典水果机与主题老虎机', 'normal', false, 3],
  [604, 'CQ9DZ', 'CQ9电子', 'DZ', '跳高高、金鸡报喜，中国风主题玩法丰富', 'normal', false, 4],

  [701, 'JDBBY', 'JDB捕鱼', 'BY', '千炮捕鱼，龙王、金蟾频繁出没，爆金不停', 'normal', true, 1],
  [702, 'AGBY', 'AG捕鱼王', 'BY', '经典捕鱼王，多人同屏竞技，鱼种丰富', 'normal', false, 2],
  [703, 'KYBY', '开元捕鱼', 'BY', '李逵劈鱼、大闹天宫，技能炮台任意切换', 'normal', false, 3],
];

export async function seedVenues(tx: Queryable): Promise<void> {
  await insertRows(tx, 'venues', ['id', 'en_name', 'name', 'category', 'description', 'status', 'hot', 'sort'], VENUES);
}

export function venueIdOf(enName: string): number {
  const venue = VENUES.find((v) => v[1] === enName);
  if (venue === undefined) throw new Error(`no seeded venue ${enName}`);
  return venue[0];
}
