import { describe, expect, it } from 'vitest';
import type { League } from 'shared/contract';
import { buildLeagueList } from './league-list';

const leagues: League[] = [
  { league_id: 1, name: '英格兰超级联赛', gameType: 'FT', count: 10 },
  { league_id: 2, name: 'NBA 美国职业篮球联赛', gameType: 'BK', count: 4 },
];

describe('the league list', () => {
  it('gives each league its SPEC fields: id, name, icon class, shown, expanded, active', () => {
    expect(buildLeagueList(leagues, { leagueIds: [2], collapsed: new Set([1]), search: '' })).toEqual([
      {
        league_id: 1,
        name: '英格兰超级联赛',
        iconClass: 'league-icon league-icon-FT',
        isShow: true,
        isExpand: false,
        active: false,
        gameType: 'FT',
        count: 10,
      },
      {
        league_id: 2,
        name: 'NBA 美国职业篮球联赛',
        iconClass: 'league-icon league-icon-BK',
        isShow: true,
        isExpand: true,
        active: true,
        gameType: 'BK',
        count: 4,
      },
    ]);
  });

  it('shows only the leagues matching the search, in any letter case', () => {
    const items = buildLeagueList(leagues, { leagueIds: [], collapsed: new Set(), search: ' nba ' });
    expect(items.map((item) => item.isShow)).toEqual([false, true]);
  });
});
