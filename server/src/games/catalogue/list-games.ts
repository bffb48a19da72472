import type { Queryable, SqlValue } from '../../db/database';
import { containsPattern } from './like-pattern';

export type GameFilter = 'all' | 'hot' | 'new' | 'favourite';

export interface GameQuery {
  category: 'DZ' | 'BY';
  /** A venue code, or '' for every venue of the category. */
  enName: string;
  /** Part of the name, '' for any. */
  keyword: string;
  filter: GameFilter;
  pageNum: number;
  pageSize: number;
  /** Whose favourites to mark (and, for the favourite filter, to list); null for a visitor. */
  memberId: number | null;
}

export interface GameListRow {
  gameId: number;
  gameCode: string;
  enName: string;
  name: string;
  hot: boolean;
  isNew: boolean;
  favourite: boolean;
}

/** What the filters have in common between the page and its count. */
function whereClause(query: GameQuery): { sql: string; params: SqlValue[] } {
  // $1 is the member in both statements: the favourite join needs it.
  const params: SqlValue[] = [query.memberId, query.category];
  const conditions = ['g.enabled', 'v.enabled', 'v.category = $2'];
  if (query.enName !== '') conditions.push(`v.en_name = $${params.push(query.enName)}`);
  if (query.keyword !== '') conditions.push(`g.name ilike $${params.push(containsPattern(query.keyword))} escape '\\'`);
  if (query.filter === 'hot') conditions.push('g.hot');
  if (query.filter === 'new') conditions.push('g.is_new');
  if (query.filter === 'favourite') conditions.push('c.member_id is not null');
  return { sql: conditions.join(' and '), params };
}

const FROM = `from games g
  join venues v on v.id = g.venue_id
  left join game_collections c on c.game_id = g.id and c.member_id = $1::integer`;

/**
 * One page of enabled games of enabled venues, in the venues' order and then each venue's own.
 * A visitor has no favourites, so the favourite filter gives them an empty page.
 */
export async function listGames(db: Queryable, query: GameQuery): Promise<{ list: GameListRow[]; total: number }> {
  if (query.filter === 'favourite' && query.memberId === null) return { list: [], total: 0 };
  const where = whereClause(query);
  const counted = await db.query<{ total: number }>(
    `select count(*)::int as total ${FROM} where ${where.sql}`,
    where.params,
  );
  const total = counted[0]?.total ?? 0;
  if (total === 0) return { list: [], total };
  const params = [...where.params];
  const limit = params.push(query.pageSize);
  const offset = params.push((query.pageNum - 1) * query.pageSize);
  const list = await db.query<GameListRow>(
    `select g.id as "gameId", g.game_code as "gameCode", v.en_name as "enName", g.name, g.hot, g.is_new as "isNew",
            c.member_id is not null as favourite
       ${FROM}
      where ${where.sql}
      order by v.sort, v.id, g.sort, g.id
      limit $${limit} offset $${offset}`,
    params,
  );
  return { list, total };
}
