import type { Database, Queryable } from '../../../db/database';
import { DomainError } from '../../../domain/domain-error';
import { applyBalanceChange, InsufficientFundsError } from '../../../wallet/ledger';
import { fenToYuan } from '../../../wallet/money';
import { oncePerRequest } from '../../../wallet/once-per-request';
import { recomputeGrade } from '../../../vip/recompute-grade';
import { assertMayPlay } from '../../../protection/assert-may-play';
import { roundDigest } from '../../../games/fair-outcome';
import { findFishKind, shoot } from './fishing';
import { playableGame } from './game-address';
import { PlayRefusal, TICKET_GONE, VENUE_FUNDS_SHORT } from './play-refusal';
import type { RoundInput } from './round-input';
import { spin } from './slot-machine';
import type { GameTicket } from '../../../games/tickets';

/** What the page shows of a round; amounts in yuan. */
export interface RoundAnswer {
  roundId: string;
  nonce: number;
  serverSeedHash: string;
  detail: string;
  /** Slot: the symbol ids of the three reels. */
  reels: string[] | null;
  /** Fishing: whether the shot hit. */
  hit: boolean | null;
  stake: number;
  payout: number;
  /** The venue wallet after the round. */
  balance: number;
}

interface Outcome {
  multiplier: number;
  detail: string;
  reels: string[] | null;
  hit: boolean | null;
}

function outcomeOf(ticket: GameTicket, input: RoundInput, digest: Buffer): Outcome {
  const game = playableGame(ticket.category);
  if (game === 'slot') {
    const result = spin(digest);
    return { multiplier: result.multiplier, detail: result.detail, reels: result.reels, hit: null };
  }
  const kind = game === 'fishing' ? findFishKind(input.target ?? '') : undefined;
  if (kind === undefined)
    throw new PlayRefusal(400, game === 'fishing' ? '请选择要射击的鱼' : '该场馆没有可玩的演示游戏');
  const shot = shoot(digest, kind);
  return { multiplier: shot.multiplier, detail: shot.detail, reels: null, hit: shot.hit };
}

/** Takes the ticket's next nonce under its row lock, so two rounds of one ticket never share one. */
async function nextNonce(
  tx: Queryable,
  ticket: string,
  now: Date,
): Promise<{ seed: string; hash: string; nonce: number }> {
  const rows = await tx.query<{ seed: string; hash: string; nonce: number }>(
    `update game_tickets set nonce = nonce + 1 where ticket = $1 and expires_at > $2
     returning server_seed as seed, server_seed_hash as hash, nonce`,
    [ticket, now],
  );
  const row = rows[0];
  if (row === undefined) throw new PlayRefusal(404, TICKET_GONE);
  return row;
}

/**
 * One spin or shot, in one transaction: the stake leaves the member's wallet at the ticket's venue
 * (a 'bet' ledger row), a win comes back ('payout'), and the round is recorded. Once per request
 * id: a repeated press answers the first round and moves nothing.
 */
export async function playRound(db: Database, ticket: GameTicket, input: RoundInput, now: Date): Promise<RoundAnswer> {
  const key = {
    memberId: ticket.memberId,
    requestId: input.requestId,
    path: '/venue/play/round',
    body: { ticket: ticket.ticket, stake: input.stake, target: input.target },
  };
  try {
    return await oncePerRequest<RoundAnswer>(db, key, now, async (tx) => {
      const { seed, hash, nonce } = await nextNonce(tx, ticket.ticket, now);
      const outcome = outcomeOf(ticket, input, roundDigest(seed, ticket.ticket, nonce));
      const stakeFen = input.stake * 100;
      const payoutFen = stakeFen * outcome.multiplier;
      const base = { memberId: ticket.memberId, venueId: ticket.venueId, requestId: input.requestId };
      await assertMayPlay(tx, ticket.memberId, now, { kind: 'bet', amountFen: stakeFen });
      const remark = `${ticket.gameName} 第${nonce}局`;
      let balance: number;
      try {
        balance = await applyBalanceChange(tx, { ...base, kind: 'bet', amountFen: -stakeFen, remark }, now);
      } catch (error) {
        if (error instanceof InsufficientFundsError) throw new PlayRefusal(400, VENUE_FUNDS_SHORT);
        throw error;
      }
      if (payoutFen > 0)
        balance = await applyBalanceChange(tx, { ...base, kind: 'payout', amountFen: payoutFen, remark }, now);
      // The stake counts towards the VIP grade at once (a bonus goes to the centre wallet, not this venue's).
      await recomputeGrade(tx, ticket.memberId, now);
      const rows = await tx.query<{ id: string }>(
        `insert into casino_rounds (member_id, venue_id, ticket, game_code, game_name, request_id, stake_fen, payout_fen, detail, server_seed_hash, nonce, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) returning id::text as id`,
        [
          ticket.memberId,
          ticket.venueId,
          ticket.ticket,
          ticket.gameCode,
          ticket.gameName,
          input.requestId,
          stakeFen,
          payoutFen,
          outcome.detail,
          hash,
          nonce,
          now,
        ],
      );
      const roundId = rows[0]?.id;
      if (roundId === undefined) throw new Error('recording a casino round returned no id');
      return {
        roundId,
        nonce,
        serverSeedHash: hash,
        detail: outcome.detail,
        reels: outcome.reels,
        hit: outcome.hit,
        stake: input.stake,
        payout: fenToYuan(payoutFen),
        balance: fenToYuan(balance),
      };
    });
  } catch (error) {
    // The request-id refusals of oncePerRequest (reused for another press, a concurrent twin).
    if (error instanceof DomainError) throw new PlayRefusal(400, error.message);
    throw error;
  }
}
