import type { Queryable } from '../database';
import { insertRows } from './insert-rows';

const COLUMNS = ['id', 'site_id', 'position', 'title', 'subtitle', 'link_type', 'link_value', 'sort'] as const;

/** Home carousel, game entries, the sponsor block and the app-download block. */
export async function seedNavigation(tx: Queryable): Promise<void> {
  await insertRows(tx, 'navigation_items', COLUMNS, [
    [1, null, 'home_banner', '欧洲杯投注冲榜赛', '有效投注前10名 瓜分8万元彩金', 'route', '/activity/racePage/3', 1],
    [
      2,
      null,
      'home_banner',
      '新会员首存送100%',
      '最高可得8888元，1倍流水即可提款',
      'route',
      '/activity/firstDeposit/1',
      2,
    ],
    [3, null, 'home_banner', '真人视讯 天天返水', '百家乐、龙虎、轮盘 无上限返水1.2%', 'route', '/game/realbet', 3],
    [4, null, 'home_banner', '下载星耀APP', '随时随地 畅享赛事直播与极速投注', 'route', '/download', 4],
    [5, '3', 'home_banner', '专业盘口 毫秒级赔率', '全场次滚球 亚洲盘欧洲盘自由切换', 'route', '/game/sport', 0],

    [11, null, 'home_entry', '体育赛事', '全球热门赛事 高赔率', 'route', '/game/sport', 1],
    [12, null, 'home_entry', '真人视讯', '美女荷官 实时开牌', 'route', '/game/realbet', 2],
    [13, null, 'home_entry', '棋牌游戏', '斗地主 抢庄牛牛', 'route', '/game/chess', 3],
    [14, null, 'home_entry', '电子竞技', '英雄联盟 王者荣耀', 'route', '/game/gaming', 4],
    [15, null, 'home_entry', '彩票投注', '官方开奖 快三时时彩', 'route', '/game/lottery', 5],
    [16, null, 'home_entry', '电子游艺', '千款老虎机 奖池不断', 'route', '/game/egame', 6],
    [17, null, 'home_entry', '捕鱼达人', '千炮捕鱼 爆金不停', 'route', '/game/fishing', 7],

    [
      21,
      null,
      'sponsor',
      '星耀体育 × 卡斯蒂利亚足球俱乐部',
      '2025-2026赛季 亚洲区官方合作伙伴',
      'route',
      '/sponsor',
      1,
    ],

    [31, null, 'download', '星耀体育APP', '扫码下载 支持iOS与安卓 全站资讯一手掌握', 'route', '/download', 1],
    [32, null, 'download', '星耀体育H5', '无需安装 浏览器直接访问', 'url', 'https://m.xingyao.example.com', 2],
  ]);
}
