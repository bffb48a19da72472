import { roundDigest, newServerSeed, seedHash } from '../../games/fair-outcome';
import { findFishKind, shoot, spin } from '../../stand-ins/game-vendor';
import { newTicket } from '../../games/tickets';
import { applyBalanceChange } from '../../wallet/ledger';
import type { Queryable } from '../database';
import { VENUES, venueIdOf } from './venues';

export interface PlayedRounds {
  /** A demo venue: a slot venue (DZ) or a fishing venue (BY). */
  venue: string;
  /** Moved from the centre wallet into the venue first; it must cover the stakes. */
  transferFen: number;
  stakeFen: number;
  count: number;
  /** When they were played (all at one instant: what counts is the day). */
  at: Date;
}

/**
 * Rounds a member played before, recorded the way the venue records a round (games/play/play-round):
 * the money moved into the venue, then per round a 'bet' ledger row, a 'payout' row when it won and a
 * casino_rounds row, each outcome drawn from the ticket's fair seed like a real press. They count as
 * turnover everywhere a real round does (VIP totals, races, rebates, bet records).
 */
export async function seedPlayedRounds(tx: Queryable, memberId: number, played: PlayedRounds): Promise<void> {
  const venue = VENUES.find(([, enName]) => enName === played.venue);
  if (venue === undefined || (venue[3] !== 'DZ' && venue[3] !== 'BY'))
    throw new Error(`${played.venue} has no demo game`);
  const [, , name, category] = venue;
  if (played.stakeFen * played.count > played.transferFen)
    throw new Error(`seeded rounds at ${played.venue} cost more than moved in`);
  const venueId = venueIdOf(played.venue);
  const { at } = played;
  await applyBalanceChange(
    tx,
    {
      memberId,
      venueId: null,
      kind: 'transfer_out',
      amountFen: -played.transferFen,
      requestId: null,
      remark: `转入${name}`,
    },
    at,
  );
  await applyBalanceChange(
    tx,
    {
      memberId,
      venueId,
      kind: 'transfer_in',
      amountFen: played.transferFen,
      requestId: null,
      remark: '由中心钱包转入',
    },
    at,
  );

  const ticket = newTicket();
  const seed = newServerSeed();
  const hash = seedHash(seed);
  const gameName = category === 'DZ' ? '幸运水果机' : '欢乐捕鱼';
  // The fishing rounds shoot at the smallest fish, as a cautious player would.
  const fish = findFishKind('minnow');
  if (fish === undefined) throw new Error('the fishing game has no minnow');
  await tx.query(
    `insert into game_tickets (ticket, member_id, venue_id, game_code, game_name, server_seed, server_seed_hash, nonce, created_at, expires_at)
     values ($1, $2, $3, '', $4, $5, $6, $7, $8, $8)`,
    [ticket, memberId, venueId, gameName, seed, hash, played.count, at],
  );
  for (let nonce = 1; nonce <= played.count; nonce += 1) {
    const digest = roundDigest(seed, ticket, nonce);
    const outcome = category === 'DZ' ? spin(digest) : shoot(digest, fish);
    const payoutFen = played.stakeFen * outcome.multiplier;
    const requestId = `seed-round-${ticket.slice(0, 12)}-${nonce}`;
    const remark = `${gameName} 第${nonce}局`;
    await applyBalanceChange(
      tx,
      { memberId, venueId, kind: 'bet', amountFen: -played.stakeFen, requestId, remark },
      at,
    );
    if (payoutFen > 0)
      await applyBalanceChange(tx, { memberId, venueId, kind: 'payout', amountFen: payoutFen, requestId, remark }, at);
    await tx.query(
      `insert into casino_rounds (member_id, venue_id, ticket, game_code, game_name, request_id, stake_fen, payout_fen, detail, server_seed_hash, nonce, created_at)
       values ($1, $2, $3, '', $4, $5, $6, $7, $8, $9, $10, $11)`,
      [memberId, venueId, ticket, gameName, requestId, played.stakeFen, payoutFen, outcome.detail, hash, nonce, at],
    );
  }
}
