import type { Queryable } from '../db/database';

export interface WalletFigures {
  centerFen: number;
  lockedFen: number;
  /** Centre wallet plus every venue wallet. */
  totalFen: number;
}

/** A member without a wallet row yet simply has nothing: all zero. */
export async function readWalletFigures(db: Queryable, memberId: number): Promise<WalletFigures> {
  const rows = await db.query<{ center: number; locked: number; venues: number }>(
    `select coalesce((select balance_fen from wallets where member_id = $1), 0) as center,
            coalesce((select locked_fen from wallets where member_id = $1), 0) as locked,
            coalesce((select sum(balance_fen) from venue_wallets where member_id = $1), 0)::bigint as venues`,
    [memberId],
  );
  const row = rows[0] ?? { center: 0, locked: 0, venues: 0 };
  return { centerFen: row.center, lockedFen: row.locked, totalFen: row.center + row.venues };
}
