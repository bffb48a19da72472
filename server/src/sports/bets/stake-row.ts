import { ResponseCode } from 'shared/contract';
import type { Queryable } from '../../db/database';
import { DomainError } from '../../domain/domain-error';

/** What a member reads when the book's records disagree with the ledger (6318). */
export const STAKE_MISSING_MESSAGE = '注单数据异常，已暂停处理，请联系客服';

/**
 * A ticket is paid for by the stake ledger row its placeBet call wrote (kind 'bet', same request id,
 * same member). Paying a ticket without one would create money: the caller's transaction rolls back
 * on 6318 (EBBQ_ERROR) and the handler logs it with the trace id for support to find.
 */
export async function requireStakeRow(
  tx: Queryable,
  ticket: { member_id: number; request_id: string; ticket_id: string },
): Promise<void> {
  const [row] = await tx.query<{ n: number }>(
    `select count(*)::int as n from ledger where member_id = $1 and request_id = $2 and kind = 'bet' and amount_fen < 0`,
    [ticket.member_id, ticket.request_id],
  );
  if ((row?.n ?? 0) === 0)
    throw new DomainError(ResponseCode.EBBQ_ERROR, STAKE_MISSING_MESSAGE, { ticketId: ticket.ticket_id });
}
