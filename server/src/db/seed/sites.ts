import type { Queryable } from '../database';
import { insertRows } from './insert-rows';

/**
 * Three brands on one platform: the flagship, a lite brand with deposits and the professional
 * edition switched off (exercises the not-found and classic-only paths), and a professional brand.
 */
export async function seedSites(tx: Queryable): Promise<void> {
  await insertRows(
    tx,
    'sites',
    [
      'site_id',
      'name',
      'title',
      'h5_domain_url',
      'keywords',
      'description',
      'professional_edition',
      'deposit_switch',
      'customer_service_url',
    ],
    [
      [
        '1',
        '星耀体育',
        '星耀体育 - 亚洲领先的体育娱乐平台',
        'https://m.xingyao.example.com',
        '星耀体育,体育投注,足球直播,真人娱乐,电子游戏,彩票',
        '星耀体育为您提供足球、篮球、网球等全球热门赛事投注，真人视讯、棋牌、电竞、彩票一站畅玩，存取款极速到账。',
        1,
        1,
        'https://kf.xingyao.example.com/chat/index?siteId=1&lang=zh-CN',
      ],
      [
        '2',
        '星耀娱乐',
        '星耀娱乐 - 轻松畅玩 精彩不停',
        'https://m.xingyao-yule.example.com',
        '星耀娱乐,棋牌游戏,电子游戏,捕鱼,真人娱乐',
        '星耀娱乐精选棋牌、电子、捕鱼与真人游戏，界面简洁，操作轻松，随时随地享受娱乐时光。',
        0,
        0,
        'https://kf.xingyao-yule.example.com/chat/index?siteId=2&lang=zh-CN',
      ],
      [
        '3',
        '星耀专业版',
        '星耀专业版 - 专业盘口 极速投注',
        'https://m.xingyao-pro.example.com',
        '星耀专业版,专业盘口,滚球投注,亚洲盘,欧洲盘,电竞投注',
        '星耀专业版面向资深玩家，提供全场次滚球、亚洲盘与欧洲盘、高赔率电竞赛事，毫秒级赔率更新。',
        1,
        1,
        'https://kf.xingyao-pro.example.com/chat/index?siteId=3&lang=zh-CN',
      ],
      // A rehearsal brand with every vertical, whose live switches the e2e suite flips
      // without touching the brands other suites browse at the same time.
      [
        '4',
        '星耀演练站',
        '星耀演练站 - 运营开关演练',
        'https://m.xingyao-drill.example.com',
        '星耀演练站',
        '运营人员演练业务开关（维护、下线）的站点，与正式站点功能相同。',
        1,
        1,
        'https://kf.xingyao-drill.example.com/chat/index?siteId=4&lang=zh-CN',
      ],
    ],
  );
}
