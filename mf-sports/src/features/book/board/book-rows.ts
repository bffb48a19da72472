import type { Outright, SportMatch } from 'shared/contract';

/** One row of the virtual list: a league header, then its matches (or outrights) unless folded. */
export type BookRow =
  | { kind: 'league'; key: string; leagueId: number; name: string; count: number; expanded: boolean }
  | { kind: 'match'; key: string; match: SportMatch }
  | { kind: 'outright'; key: string; outright: Outright };

interface Grouped<T> {
  leagueId: number;
  name: string;
  items: T[];
}

function groupByLeague<T extends { league_id: number; league: string }>(
  items: readonly T[],
  leagueIds: readonly number[],
): Grouped<T>[] {
  const chosen = new Set(leagueIds);
  const groups = new Map<number, Grouped<T>>();
  for (const item of items) {
    // The server filters too; this keeps the list right when more leagues are chosen than a request carries.
    if (chosen.size > 0 && !chosen.has(item.league_id)) continue;
    let group = groups.get(item.league_id);
    if (!group) groups.set(item.league_id, (group = { leagueId: item.league_id, name: item.league, items: [] }));
    group.items.push(item);
  }
  return [...groups.values()];
}

type View = { leagueIds: readonly number[]; collapsed: ReadonlySet<number> };

/** Each league's header, then its items unless the league is folded. */
function rowsOf<T extends { league_id: number; league: string }>(
  items: readonly T[],
  view: View,
  row: (item: T) => BookRow,
): BookRow[] {
  const rows: BookRow[] = [];
  for (const group of groupByLeague(items, view.leagueIds)) {
    const expanded = !view.collapsed.has(group.leagueId);
    rows.push({
      kind: 'league',
      key: `L${group.leagueId}`,
      leagueId: group.leagueId,
      name: group.name,
      count: group.items.length,
      expanded,
    });
    if (expanded) for (const item of group.items) rows.push(row(item));
  }
  return rows;
}

/** Matches grouped by league in the order the server sent them (the first match of a league places it). */
export function matchRows(matches: readonly SportMatch[], view: View): BookRow[] {
  return rowsOf(matches, view, (match) => ({ kind: 'match', key: `M${match.gameId}`, match }));
}

export function outrightRows(outrights: readonly Outright[], view: View): BookRow[] {
  return rowsOf(outrights, view, (outright) => ({ kind: 'outright', key: `O${outright.gameId}`, outright }));
}
