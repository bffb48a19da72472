import { ResponseCode, type CashOutOffer, type Ticket } from 'shared/contract';
import type { Queryable } from '../../db/database';
import { DomainError } from '../../domain/domain-error';
import { applyBalanceChange } from '../../wallet/ledger';
import { requireStakeRow } from '../bets/stake-row';
import { fenToYuan, yuanToFen } from '../../wallet/money';
import type { SportsBook } from '../book/sports-book';
import { legsOf, TICKET_COLUMNS, ticketView, type LegRow, type TicketRow } from '../store/ticket-rows';
import { legQuote } from './leg-quote';
import { priceOffer, type OfferPrice } from './price-offer';

/** A ticket's offer now: in delay it has none yet; accepted, it is priced from the book. */
function offerOf(
  book: SportsBook,
  ticket: Pick<TicketRow, 'status' | 'stake_fen'>,
  legs: readonly LegRow[],
): OfferPrice {
  if (ticket.status === 'delay') return { offerFen: null, reason: 'pending' };
  return priceOffer(
    ticket.stake_fen,
    legs.map((leg) => ({
      placedOdds: leg.odds,
      result: leg.result,
      live: leg.result === null ? legQuote(book, leg) : null,
    })),
  );
}

function offerView(ticketId: string, price: OfferPrice): CashOutOffer {
  return {
    ticket_id: ticketId,
    offer: price.offerFen === null ? null : fenToYuan(price.offerFen),
    reason: price.reason,
  };
}

/** The offers of the member's open tickets among the ids; others' and settled tickets are left out. */
export async function cashOutOffers(
  db: Queryable,
  book: SportsBook,
  memberId: number,
  ticketIds: readonly string[],
): Promise<CashOutOffer[]> {
  const rows = await db.query<TicketRow>(
    `select ${TICKET_COLUMNS} from sports_tickets
      where member_id = $1 and ticket_id = any(string_to_array($2, ',')) and status in ('delay', 'accepted')
      order by created_at desc, ticket_id desc`,
    [memberId, ticketIds.join(',')],
  );
  const legs = await legsOf(
    db,
    rows.map((r) => r.ticket_id),
  );
  return rows.map((row) => offerView(row.ticket_id, offerOf(book, row, legs.get(row.ticket_id) ?? [])));
}

/**
 * Settles the ticket at the offer the member saw, inside the caller's transaction (oncePerRequest):
 * the ticket row is locked first, so settlement or a second tab cannot pay it at the same time. The
 * offer is priced again; another amount (tolerance 0) or none refuses, and the refusal carries the
 * offer now. The ticket becomes settled, result CO, payout the offer, credited in the same transaction.
 */
export async function cashOutTicket(
  tx: Queryable,
  book: SportsBook,
  memberId: number,
  input: { ticketId: string; offer: number },
  now: Date,
): Promise<{ ticket: Ticket; balance: number }> {
  const [row] = await tx.query<TicketRow>(
    `select ${TICKET_COLUMNS} from sports_tickets where member_id = $1 and ticket_id = $2 for update`,
    [memberId, input.ticketId],
  );
  if (row === undefined) throw new DomainError(ResponseCode.NOT_FOUND, '未找到该注单');
  if (row.status !== 'delay' && row.status !== 'accepted')
    throw new DomainError(ResponseCode.CASH_OUT_UNAVAILABLE, '该注单已结算，无法兑现');
  const legs = (await legsOf(tx, [row.ticket_id])).get(row.ticket_id) ?? [];
  const price = offerOf(book, row, legs);
  const current = offerView(row.ticket_id, price);
  if (price.offerFen === null) throw new DomainError(ResponseCode.CASH_OUT_UNAVAILABLE, undefined, current);
  if (price.offerFen !== yuanToFen(input.offer))
    throw new DomainError(ResponseCode.CASH_OUT_PRICE_CHANGED, undefined, current);

  const [settled] = await tx.query<TicketRow>(
    `update sports_tickets set status = 'settled', result = 'CO', payout_fen = $2, settled_at = $3
      where ticket_id = $1 and status = 'accepted' returning ${TICKET_COLUMNS}`,
    [row.ticket_id, price.offerFen, now],
  );
  if (settled === undefined) throw new DomainError(ResponseCode.CASH_OUT_UNAVAILABLE, '该注单已结算，无法兑现');
  await requireStakeRow(tx, row);
  const balanceFen = await applyBalanceChange(
    tx,
    {
      memberId,
      venueId: null,
      kind: 'payout',
      amountFen: price.offerFen,
      requestId: `cashout:${row.ticket_id}`,
      remark: `体育注单 ${row.ticket_id} 兑现`,
    },
    now,
  );
  const ticket = ticketView(settled, legs);
  return { ticket, balance: fenToYuan(balanceFen) };
}
