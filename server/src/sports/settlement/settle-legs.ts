import type { BetResultCode } from 'shared/contract';
import type { Queryable } from '../../db/database';
import { applyBalanceChange } from '../../wallet/ledger';
import { TICKET_COLUMNS, type LegRow, type TicketRow } from '../store/ticket-rows';
import { ticketOutcome } from './payout';

export interface LegVerdict {
  result: BetResultCode;
  /** The score the leg was settled on ("2-1"), the winner of an outright; null for a void. */
  finalScore: string | null;
}

/**
 * Records the legs' results and settles every ticket they complete: a single on its leg, a parlay once
 * all its legs are in, or at once when one leg lost. The payout is credited in the same transaction
 * (`tx`), and the status guard on the update means no ticket is ever paid twice.
 */
export async function settleLegs(
  tx: Queryable,
  legs: readonly LegRow[],
  verdictOf: (leg: LegRow) => LegVerdict,
  now: Date,
): Promise<number> {
  const tickets = new Set<string>();
  for (const leg of legs) {
    const verdict = verdictOf(leg);
    await tx.query(
      `update sports_ticket_legs set result = $3, final_score = $4 where ticket_id = $1 and position = $2 and result is null`,
      [leg.ticket_id, leg.position, verdict.result, verdict.finalScore],
    );
    tickets.add(leg.ticket_id);
  }
  let settled = 0;
  for (const ticketId of tickets) settled += await settleTicketIfDone(tx, ticketId, now);
  return settled;
}

/** Settles an accepted ticket whose result is known; 1 when it did, 0 otherwise. */
export async function settleTicketIfDone(tx: Queryable, ticketId: string, now: Date): Promise<number> {
  const [ticket] = await tx.query<TicketRow>(
    `select ${TICKET_COLUMNS} from sports_tickets where ticket_id = $1 and status = 'accepted' for update`,
    [ticketId],
  );
  if (ticket === undefined) return 0;
  const legs = await tx.query<LegRow>('select * from sports_ticket_legs where ticket_id = $1 order by position', [
    ticketId,
  ]);
  const lost = legs.some((leg) => leg.result === 'L');
  if (!lost && legs.some((leg) => leg.result === null)) return 0;
  const outcome = lost
    ? { result: 'L' as const, payoutFen: 0 }
    : ticketOutcome(
        ticket.stake_fen,
        legs.map((leg) => ({ result: leg.result ?? 'D', odds: leg.odds })),
      );
  const updated = await tx.query<{ member_id: number }>(
    `update sports_tickets set status = 'settled', result = $2, payout_fen = $3, settled_at = $4
      where ticket_id = $1 and status = 'accepted' returning member_id`,
    [ticketId, outcome.result, outcome.payoutFen, now],
  );
  const memberId = updated[0]?.member_id;
  if (memberId === undefined) return 0;
  if (outcome.payoutFen > 0) {
    await applyBalanceChange(
      tx,
      {
        memberId,
        venueId: null,
        kind: 'payout',
        amountFen: outcome.payoutFen,
        requestId: `payout:${ticketId}`,
        remark: `体育注单 ${ticketId} 派彩`,
      },
      now,
    );
  }
  return 1;
}
