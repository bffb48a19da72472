import type { BetResultCode } from 'shared/contract';
import type { Queryable } from '../../db/database';
import type { SportsBook } from '../book/sports-book';
import type { LegRow } from '../store/ticket-rows';
import { outrightLegResult } from './leg-result';
import { settleLegs } from './settle-legs';
import { matchVerdict, type Settlement } from './settlement';

interface StrandedMatch {
  match_id: string;
  status: 'upcoming' | 'live' | 'finished' | 'cancelled';
  score_h: number | null;
  score_c: number | null;
  half_h: number | null;
  half_c: number | null;
  void_code: BetResultCode | null;
}

const OPEN_LEGS = `select l.* from sports_ticket_legs l join sports_tickets t using (ticket_id)
  where l.match_id = $1 and l.result is null and t.status in ('accepted', 'settled') order by l.ticket_id, l.position`;

/**
 * The safety net after a restart or a failed settlement: accepted tickets still open on a fixture
 * that is over get settled from its stored score, and those on a fixture the book no longer has (its
 * stored definition could not be resumed) are voided as D0 with the stake refunded. Returns the
 * tickets settled.
 */
export async function sweepStranded(db: Queryable, book: SportsBook, settlement: Settlement): Promise<number> {
  const matches = await db.query<StrandedMatch>(
    `select distinct m.game_id as match_id, m.status, m.score_h, m.score_c, m.half_h, m.half_c, m.void_code
       from sports_ticket_legs l join sports_tickets t using (ticket_id) join sports_matches m on m.game_id = l.match_id
      where l.result is null and t.status = 'accepted'`,
  );
  let settled = 0;
  for (const row of matches) {
    if (row.status === 'finished' && row.score_h !== null && row.score_c !== null) {
      const score = {
        home: row.score_h,
        away: row.score_c,
        half: row.half_h === null || row.half_c === null ? null : { home: row.half_h, away: row.half_c },
      };
      settled += await settlement.run(`sweep:${row.match_id}`, async (tx, now) => {
        const legs = await tx.query<LegRow>(OPEN_LEGS, [row.match_id]);
        return settleLegs(tx, legs, (leg) => matchVerdict(leg, score), now);
      });
    } else if (row.status === 'cancelled') {
      settled += await settlement.voidMatch(row.match_id, row.void_code ?? 'D0');
    } else if (book.findMatch(row.match_id) === undefined) {
      settled += await settlement.voidMatch(row.match_id, 'D0');
    }
  }
  settled += await sweepOutrights(db, book, settlement);
  return settled;
}

async function sweepOutrights(db: Queryable, book: SportsBook, settlement: Settlement): Promise<number> {
  const outrights = await db.query<{
    outright_id: string;
    status: string;
    winner_rtype: string | null;
    definition: { entrants?: { rtype: string; name: string }[] };
  }>(
    `select distinct o.game_id as outright_id, o.status, o.winner_rtype, o.definition
       from sports_ticket_legs l join sports_tickets t using (ticket_id) join sports_outrights o on o.game_id = l.outright_id
      where l.result is null and t.status = 'accepted'`,
  );
  let settled = 0;
  for (const row of outrights) {
    const winner = row.winner_rtype;
    if (row.status === 'settled' && winner !== null) {
      const name = row.definition.entrants?.find((e) => e.rtype === winner)?.name ?? winner;
      settled += await settlement.run(`sweep:${row.outright_id}`, async (tx, now) => {
        const legs = await tx.query<LegRow>(
          `select l.* from sports_ticket_legs l join sports_tickets t using (ticket_id)
            where l.outright_id = $1 and l.result is null and t.status in ('accepted', 'settled')`,
          [row.outright_id],
        );
        return settleLegs(tx, legs, (leg) => ({ result: outrightLegResult(leg.r, winner), finalScore: name }), now);
      });
    } else if (row.status === 'cancelled' || !book.outrights.has(row.outright_id)) {
      settled += await settlement.run(`void:${row.outright_id}`, async (tx, now) => {
        await tx.query(`update sports_outrights set status = 'cancelled' where game_id = $1 and status = 'open'`, [
          row.outright_id,
        ]);
        const legs = await tx.query<LegRow>(
          `select l.* from sports_ticket_legs l join sports_tickets t using (ticket_id)
            where l.outright_id = $1 and l.result is null and t.status in ('accepted', 'settled')`,
          [row.outright_id],
        );
        return settleLegs(tx, legs, () => ({ result: 'D0', finalScore: null }), now);
      });
    }
  }
  return settled;
}
