import { ResponseCode } from 'shared/contract';
import type { Database } from '../../../db/database';
import { DomainError } from '../../../domain/domain-error';
import { appendAudit, type AuditActor } from '../../../operators/audit-log';
import { openNumber } from '../../payout-accounts/sealed-number';
import { findDeskRow } from './desk-orders';

/**
 * The whole payout account of one withdrawal, for paying it; the reveal is an audit row in the same
 * transaction, so nobody sees a number without a trace. 6004 when the number was never kept
 * (accounts bound before it was).
 */
export async function revealPayoutAccount(
  db: Database,
  secret: string,
  actor: AuditActor,
  orderNo: string,
  now: Date,
): Promise<{ orderNo: string; accountName: string; accountNo: string; bankName: string }> {
  return db.transaction(async (tx) => {
    const row = await findDeskRow(tx, orderNo);
    const cards = await tx.query<{ sealed: string | null; bankName: string; holder: string }>(
      `select number_sealed as sealed, bank_name as "bankName", holder_name as holder from bank_cards where id = $1`,
      [row.accountId],
    );
    const card = cards[0];
    const number = card?.sealed == null ? null : openNumber(secret, card.sealed);
    if (card === undefined || number === null)
      throw new DomainError(ResponseCode.NOT_FOUND, '该收款账户未保存完整账号，请联系会员核实');
    await appendAudit(tx, actor, { action: 'withdraw.reveal', target: `withdraw:${row.orderNo}` }, now);
    return { orderNo: row.orderNo, accountName: card.holder, accountNo: number, bankName: card.bankName };
  });
}
