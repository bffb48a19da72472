import { ResponseCode, type sportsMethods, type SportsResponse } from 'shared/contract';
import type { z } from 'zod';
import type { Database, Queryable } from '../../db/database';
import { bodyFingerprint, requestIdConflict } from '../../wallet/once-per-request';
import { DomainError } from '../../domain/domain-error';
import { beijingDate } from '../../time/beijing';
import { applyBalanceChange, InsufficientFundsError } from '../../wallet/ledger';
import { lockMember } from '../../wallet/member-lock';
import { recomputeGrade } from '../../vip/recompute-grade';
import { assertMayPlay } from '../../protection/assert-may-play';
import { fenToYuan } from '../../wallet/money';
import type { SportsBook } from '../book/sports-book';
import { saveMatchForBet, saveOutrightForBet } from '../store/match-store';
import { insertLeg, insertTicket, ticketViews, TICKET_COLUMNS, type TicketRow } from '../store/ticket-rows';
import { pickName } from './pick-name';
import { resolveSelections, type ResolvedSelection } from './resolve-selections';
import { checkSlip, checkStake, movedPrices } from './slip-rules';
import { policyAccepts, readOddsPolicy } from './odds-policy';

export type PlaceBetInput = z.output<(typeof sportsMethods)['placeBet']['request']>;
export type PlaceBetAnswer = SportsResponse<'placeBet'>;

export interface PlaceBetDeps {
  db: Database;
  book: SportsBook;
  /** SPORTS_BET_DELAY_MS: how long an in-play ticket waits for confirmation. */
  delayMs: number;
  /** Called after commit for each ticket placed in delay. */
  onDelayed(ticketId: string, dueMs: number): void;
}

/** The replayed answer's key: the venue/resource path names no method. */
const IDEMPOTENCY_PATH = '/game/api/v1/venue/resource#placeBet';

/** A concurrent call with the same request id committed first: its answer is the one to give. */
class AlreadyPlaced extends Error {}

/**
 * Places a slip (SPEC §4, §5) in one transaction with the ledger: single, one ticket per selection for
 * multiple (each with the stake), one parlay ticket for a series. The x-request-id makes it
 * idempotent: a repeat gets the first answer and places nothing.
 */
export async function placeBet(
  deps: PlaceBetDeps,
  memberId: number,
  requestId: string,
  input: PlaceBetInput,
  now: Date,
): Promise<PlaceBetAnswer> {
  if (requestId === '') throw new DomainError(ResponseCode.INVALID_PARAMETER, '缺少请求编号，请刷新后重试');
  // The fingerprint of the slip: a repeat must carry the same one, or it is another bet (7601).
  const bodyHash = slipFingerprint(input);
  const replay = await storedAnswer(deps.db, memberId, requestId, bodyHash);
  if (replay !== null) return replay;

  const resolved = resolveSelections(deps.book, input.selections);
  checkSlip(input.mode, resolved);
  const stakeFen = checkStake(input.mode, input.stake);
  const moved = movedPrices(resolved);
  if (moved !== null) {
    // The member's stored policy decides; a legacy slip's own auto-accept flag stands in for it on its call.
    const policy =
      input.autoAccept === undefined
        ? (await readOddsPolicy(deps.db, memberId)).policy
        : input.autoAccept
          ? 'any'
          : 'ask';
    if (!policyAccepts(policy, resolved)) throw new DomainError(ResponseCode.ODDS_CHANGED, undefined, moved);
  }

  try {
    const answer = await deps.db.transaction((tx) =>
      place(tx, deps, memberId, { requestId, bodyHash }, input, resolved, stakeFen, now),
    );
    for (const ticket of answer.tickets)
      if (ticket.status === 'delay') deps.onDelayed(ticket.ticket_id, now.getTime() + deps.delayMs);
    return answer;
  } catch (error) {
    if (!(error instanceof AlreadyPlaced)) throw error;
    // The id was used by a call that placed nothing we can replay (another endpoint's): refuse rather than guess.
    const first = await storedAnswer(deps.db, memberId, requestId, bodyHash);
    if (first === null) throw new DomainError(ResponseCode.FREQUENT_SUBMISSION);
    return first;
  }
}

async function place(
  tx: Queryable,
  deps: PlaceBetDeps,
  memberId: number,
  { requestId, bodyHash }: { requestId: string; bodyHash: string },
  input: PlaceBetInput,
  resolved: readonly ResolvedSelection[],
  stakeFen: number,
  now: Date,
): Promise<PlaceBetAnswer> {
  // Claimed first: a concurrent repeat waits on this row and then finds the answer.
  const claimed = await tx.query(
    `insert into idempotent_requests (member_id, request_id, path, body_hash, status_code, response, created_at)
     values ($1, $2, $3, $4, 0, 'null'::jsonb, $5) on conflict do nothing returning request_id`,
    [memberId, requestId, IDEMPOTENCY_PATH, bodyHash, now],
  );
  if (claimed.length === 0) throw new AlreadyPlaced();
  await lockMember(tx, memberId);
  const pending = await tx.query(`select 1 from sports_tickets where member_id = $1 and status = 'delay' limit 1`, [
    memberId,
  ]);
  if (pending.length > 0) throw new DomainError(ResponseCode.BET_PENDING);

  const groups = input.mode === 'series' ? [resolved] : resolved.map((s) => [s]);
  await assertMayPlay(tx, memberId, now, { kind: 'bet', amountFen: stakeFen * groups.length });
  let balanceFen: number;
  try {
    balanceFen = await applyBalanceChange(
      tx,
      { memberId, venueId: null, kind: 'bet', amountFen: -stakeFen * groups.length, requestId, remark: '体育投注' },
      now,
    );
  } catch (error) {
    if (error instanceof InsufficientFundsError) throw new DomainError(ResponseCode.INSUFFICIENT_BALANCE);
    throw error;
  }
  await persistFixtures(tx, resolved, now);

  const rows: TicketRow[] = [];
  for (const legs of groups) {
    const live = legs.some((s) => s.live);
    const row: TicketRow = {
      ticket_id: await nextTicketId(tx, now),
      member_id: memberId,
      mode: input.mode,
      status: live ? 'delay' : 'accepted',
      stake_fen: stakeFen,
      odds: Math.round(legs.reduce((product, s) => product * s.odds, 1) * 10_000) / 10_000,
      odds_format: input.oddsFormat,
      result: null,
      payout_fen: null,
      reject_reason: null,
      request_id: requestId,
      confirm_at: live ? new Date(now.getTime() + deps.delayMs) : null,
      created_at: now,
      settled_at: null,
    };
    await insertTicket(tx, row);
    for (const [position, leg] of legs.entries()) await insertLeg(tx, legRow(row.ticket_id, position, leg));
    rows.push(row);
  }
  // The stake counts towards the VIP grade at once; an upgrade bonus lands in the same centre wallet.
  const { bonusFen } = await recomputeGrade(tx, memberId, now);
  const answer: PlaceBetAnswer = { tickets: await ticketViews(tx, rows), balance: fenToYuan(balanceFen + bonusFen) };
  await tx.query(
    `update idempotent_requests set status_code = $3, response = $4::jsonb where member_id = $1 and request_id = $2`,
    [memberId, requestId, ResponseCode.SUCCESS, JSON.stringify(answer)],
  );
  return answer;
}

/**
 * Saves each fixture the tickets depend on, so a restart resumes it. A fixture that ended while this
 * transaction ran (the engine runs between awaits) refuses the bet instead of leaving it stranded.
 */
async function persistFixtures(tx: Queryable, resolved: readonly ResolvedSelection[], now: Date): Promise<void> {
  for (const s of resolved) {
    if (s.match !== null) {
      s.match.persisted = true;
      if (!(await saveMatchForBet(tx, s.match, now)))
        throw new DomainError(ResponseCode.MARKET_CLOSED, '比赛已结束，请重新选择');
    }
    if (s.outright !== null) {
      s.outright.persisted = true;
      if (!(await saveOutrightForBet(tx, s.outright)))
        throw new DomainError(ResponseCode.MARKET_CLOSED, '盘口已关闭，请重新选择');
    }
  }
  const over = resolved.some(
    (s) =>
      (s.match !== null && s.match.state.status !== 'upcoming' && s.match.state.status !== 'live') ||
      (s.outright !== null && !s.outright.open),
  );
  if (over) throw new DomainError(ResponseCode.MARKET_CLOSED, '比赛已结束，请重新选择');
}

function legRow(ticketId: string, position: number, s: ResolvedSelection) {
  const { selection } = s;
  const match = s.match?.fixture ?? null;
  const outright = s.outright?.def ?? null;
  const state = s.match?.state ?? null;
  const entrant = outright?.entrants.find((e) => e.rtype === selection.r);
  const teamH = match?.teamH ?? outright?.title ?? '';
  const teamC = match?.teamC ?? '';
  return {
    ticket_id: ticketId,
    position,
    match_id: match?.gameId ?? null,
    outright_id: outright?.gameId ?? null,
    bet_game_id: selection.gameId,
    league_id: match?.leagueId ?? outright?.leagueId ?? 0,
    league: match?.league ?? outright?.league ?? '',
    sport: match?.sport ?? outright?.sport ?? 'FT',
    team_h: teamH,
    team_c: teamC,
    title: outright?.title ?? null,
    w: selection.w,
    r: selection.r,
    pick: entrant?.name ?? pickName(selection.w, selection.r, s.ratio, teamH, teamC),
    ratio: s.ratio,
    strong: s.market?.strong ?? null,
    is_live: s.live,
    bet_score_h: s.live && state !== null ? state.scoreH : null,
    bet_score_c: s.live && state !== null ? state.scoreC : null,
    odds: s.odds,
  };
}

/** The Beijing date and a sequence number: "25112110000042". */
async function nextTicketId(tx: Queryable, now: Date): Promise<string> {
  const [row] = await tx.query<{ n: number }>(`select nextval('sports_ticket_seq') as n`);
  return `${beijingDate(now).slice(2).replaceAll('-', '')}${row?.n ?? 0}`;
}

/**
 * The slip without the envelope fields the client stamps on every send (timestamp, langx): a retry
 * after a dropped answer is re-stamped, and must still count as the same bet.
 */
function slipFingerprint(input: PlaceBetInput): string {
  const {
    timestamp: _sentAt,
    langx: _language,
    ...slip
  } = input as PlaceBetInput & { timestamp?: unknown; langx?: unknown };
  return bodyFingerprint(slip);
}

async function storedAnswer(
  db: Queryable,
  memberId: number,
  requestId: string,
  bodyHash: string,
): Promise<PlaceBetAnswer | null> {
  const rows = await db.query<{ response: PlaceBetAnswer; status_code: number; body_hash: string | null }>(
    `select response, status_code, body_hash from idempotent_requests where member_id = $1 and request_id = $2 and path = $3`,
    [memberId, requestId, IDEMPOTENCY_PATH],
  );
  const row = rows[0];
  if (row === undefined) return null;
  if (row.body_hash !== null && row.body_hash !== bodyHash) throw requestIdConflict();
  return row.status_code === ResponseCode.SUCCESS ? row.response : null;
}

/** The member's tickets by id (others' ids are ignored), for ticketStatus. */
export async function memberTickets(db: Queryable, memberId: number, ticketIds: readonly string[]) {
  const rows = await db.query<TicketRow>(
    `select ${TICKET_COLUMNS} from sports_tickets where member_id = $1 and ticket_id = any(string_to_array($2, ',')) order by created_at desc, ticket_id desc`,
    [memberId, ticketIds.join(',')],
  );
  return ticketViews(db, rows);
}
