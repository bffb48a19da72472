import type { Queryable } from '../database';
import { insertRows } from './insert-rows';

type Odds = [home: number, draw: number | null, away: number] | null;

interface HotMatchSeed {
  matchId: string;
  sportType: 'FT' | 'BK' | 'TN' | 'ES';
  league: string;
  home: string;
  away: string;
  /** Minutes from now to kick-off; negative while the match is under way. */
  offset: number;
  live: boolean;
  score: [number, number];
  odds: Odds;
}

/** A believable evening slate: two live football games, live basketball and esports, the rest later. */
export const HOT_MATCHES: readonly HotMatchSeed[] = [
  { matchId: 'FT-9001', sportType: 'FT', league: '英格兰超级联赛', home: '阿斯顿维拉', away: '曼彻斯特城', offset: -62, live: true, score: [1, 1], odds: [3.6, 3.2, 2.05] },
  { matchId: 'FT-9002', sportType: 'FT', league: '西班牙甲级联赛', home: '皇家马德里', away: '巴塞罗那', offset: -25, live: true, score: [0, 1], odds: [3.1, 3.4, 2.25] },
  { matchId: 'BK-9101', sportType: 'BK', league: '美国职业篮球联赛', home: '洛杉矶湖人', away: '金州勇士', offset: -40, live: true, score: [78, 74], odds: [1.65, null, 2.2] },
  { matchId: 'ES-9301', sportType: 'ES', league: '英雄联盟职业联赛', home: 'JDG', away: 'BLG', offset: -15, live: true, score: [1, 0], odds: [1.55, null, 2.4] },
  { matchId: 'FT-9003', sportType: 'FT', league: '意大利甲级联赛', home: '国际米兰', away: 'AC米兰', offset: 95, live: false, score: [0, 0], odds: [1.95, 3.5, 3.9] },
  { matchId: 'FT-9004', sportType: 'FT', league: '德国甲级联赛', home: '拜仁慕尼黑', away: '多特蒙德', offset: 180, live: false, score: [0, 0], odds: [1.52, 4.4, 5.5] },
  { matchId: 'TN-9201', sportType: 'TN', league: 'ATP 上海大师赛', home: '辛纳', away: '阿尔卡拉斯', offset: 240, live: false, score: [0, 0], odds: [1.88, null, 1.92] },
  { matchId: 'BK-9102', sportType: 'BK', league: '澳大利亚国家篮球联赛', home: '悉尼国王', away: '墨尔本联', offset: 320, live: false, score: [0, 0], odds: null },
];

export async function seedHotMatches(tx: Queryable): Promise<void> {
  await insertRows(
    tx,
    'hot_matches',
    ['match_id', 'sport_type', 'league', 'home', 'away', 'kickoff_offset_minutes', 'is_live', 'score_home', 'score_away', 'odds_home', 'odds_draw', 'odds_away', 'sort'],
    HOT_MATCHES.map((m, index) => [
      m.matchId,
      m.sportType,
      m.league,
      m.home,
      m.away,
      m.offset,
      m.live,
      m.score[0],
      m.score[1],
      m.odds?.[0] ?? null,
      m.odds?.[1] ?? null,
      m.odds?.[2] ?? null,
      index + 1,
    ]),
  );
}
