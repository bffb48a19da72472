import type { Queryable } from '../../db/database';
import type { VenueCategory } from '../venues';

export interface BonusPoolRow {
  enName: string;
  baseFen: number;
  perSecondFen: number;
  baseAt: Date;
}

export interface BonusPool {
  enName: string;
  /** Yuan, two decimals. */
  amount: number;
  /** Yuan per second. */
  perSecond: number;
  at: string;
}

/** The jackpots of a category's enabled venues, in the venues' order. */
export function listBonusPoolRows(db: Queryable, category: VenueCategory): Promise<BonusPoolRow[]> {
  return db.query<BonusPoolRow>(
    `select v.en_name as "enName", p.base_fen as "baseFen", p.per_second_fen as "perSecondFen", p.base_at as "baseAt"
       from bonus_pools p join venues v on v.id = p.venue_id
      where v.category = $1 and v.enabled
      order by v.sort, v.id`,
    [category],
  );
}

/**
 * A pool at `now`: it grows linearly from its base, counted in whole fen so the amount never shows
 * more than two decimals; a clock behind the base time shows the base.
 */
export function poolAt(row: BonusPoolRow, now: Date): BonusPool {
  const elapsedMs = Math.max(0, now.getTime() - row.baseAt.getTime());
  const fen = row.baseFen + Math.floor((elapsedMs * row.perSecondFen) / 1000);
  return { enName: row.enName, amount: fen / 100, perSecond: row.perSecondFen / 100, at: now.toISOString() };
}
