import { describe, expect, it } from 'vitest';
import { testMatch, testOutright } from '../../../testing/test-match';
import { matchRows, outrightRows } from './book-rows';

const a1 = testMatch({ gameId: 'a1', league_id: 1, league: 'A' });
const b1 = testMatch({ gameId: 'b1', league_id: 2, league: 'B' });
const a2 = testMatch({ gameId: 'a2', league_id: 1, league: 'A' });

describe('the rows of the list', () => {
  it('group matches under their league in the order the leagues first appear', () => {
    const rows = matchRows([a1, b1, a2], { leagueIds: [], collapsed: new Set() });
    expect(rows.map((row) => row.key)).toEqual(['L1', 'Ma1', 'Ma2', 'L2', 'Mb1']);
    expect(rows[0]).toMatchObject({ kind: 'league', name: 'A', count: 2, expanded: true });
  });

  it('keep a folded league’s header with its count and drop its matches', () => {
    const rows = matchRows([a1, b1, a2], { leagueIds: [], collapsed: new Set([1]) });
    expect(rows.map((row) => row.key)).toEqual(['L1', 'L2', 'Mb1']);
    expect(rows[0]).toMatchObject({ count: 2, expanded: false });
  });

  it('show only the chosen leagues', () => {
    expect(matchRows([a1, b1, a2], { leagueIds: [2], collapsed: new Set() }).map((row) => row.key)).toEqual([
      'L2',
      'Mb1',
    ]);
  });

  it('group outrights the same way', () => {
    const rows = outrightRows([testOutright(), testOutright({ gameId: 'o2', league_id: 9, league: 'X' })], {
      leagueIds: [],
      collapsed: new Set(),
    });
    expect(rows.map((row) => row.key)).toEqual(['L100021', 'Oo1', 'L9', 'Oo2']);
  });
});
