import { everyHalfHour, type LeagueDef } from './league';

/** Virtual football: a match every half hour, all day, so the book always has something to price. */
export const VIRTUAL_LEAGUES: readonly LeagueDef[] = [
  {
    id: 200101,
    name: '虚拟足球英超',
    sport: 'VF',
    teams: ['伦敦红', '曼城蓝', '默西红', '伦敦蓝', '泰恩黑白', '维拉紫', '北伦敦白', '曼联红', '海鸥蓝白', '森林红'],
    kickoffs: everyHalfHour(),
    perDay: 4,
    outrights: false,
  },
  {
    id: 200102,
    name: '虚拟足球欧洲杯',
    sport: 'VF',
    teams: [
      '法国',
      '西班牙',
      '英格兰',
      '德国',
      '葡萄牙',
      '荷兰',
      '意大利',
      '比利时',
      '克罗地亚',
      '丹麦',
      '瑞士',
      '奥地利',
    ],
    kickoffs: everyHalfHour(),
    perDay: 4,
    outrights: false,
  },
];
