import { ResponseCode } from 'shared/contract';
import type { Queryable } from '../../db/database';
import { DomainError } from '../../domain/domain-error';
import { applyBalanceChange, InsufficientFundsError, type BalanceChange } from '../../wallet/ledger';
import { lockMember } from '../../wallet/member-lock';
import { findVenueWallet, listVenueWallets, refuseIfUnderMaintenance, underMaintenance } from './venue-wallets';
import { assertMayPlay } from '../../protection/assert-may-play';

export interface TransferOrder {
  memberId: number;
  channelCode: string;
  amountFen: number;
  /** '1' centre → venue, '2' venue → centre. */
  ty: '1' | '2';
  requestId: string;
}

export interface TransferDone {
  centerFen: number;
  venueFen: number;
}

/** A debit that may find the wallet short: 7101 with the wallet's name. */
async function debit(tx: Queryable, change: BalanceChange, now: Date, walletName: string): Promise<number> {
  try {
    return await applyBalanceChange(tx, change, now);
  } catch (error) {
    if (error instanceof InsufficientFundsError)
      throw new DomainError(ResponseCode.INSUFFICIENT_BALANCE, `${walletName}余额不足`);
    throw error;
  }
}

/**
 * One transfer between the centre wallet and a venue wallet: two ledger rows in the caller's
 * transaction (the caller is oncePerRequest, so a repeat of the request id never runs this again).
 */
export async function transferBetween(tx: Queryable, order: TransferOrder, now: Date): Promise<TransferDone> {
  await lockMember(tx, order.memberId);
  const venue = await findVenueWallet(tx, order.memberId, order.channelCode);
  refuseIfUnderMaintenance(venue, now);
  if (order.ty === '1')
    await assertMayPlay(tx, order.memberId, now, { kind: 'transferIn', amountFen: order.amountFen });
  const base = { memberId: order.memberId, requestId: order.requestId };
  if (order.ty === '1') {
    const centerFen = await debit(
      tx,
      { ...base, venueId: null, kind: 'transfer_out', amountFen: -order.amountFen, remark: `转入${venue.name}` },
      now,
      '中心钱包',
    );
    const venueFen = await applyBalanceChange(
      tx,
      { ...base, venueId: venue.venueId, kind: 'transfer_in', amountFen: order.amountFen, remark: '由中心钱包转入' },
      now,
    );
    return { centerFen, venueFen };
  }
  const venueFen = await debit(
    tx,
    { ...base, venueId: venue.venueId, kind: 'transfer_out', amountFen: -order.amountFen, remark: '转出至中心钱包' },
    now,
    venue.name,
  );
  const centerFen = await applyBalanceChange(
    tx,
    { ...base, venueId: null, kind: 'transfer_in', amountFen: order.amountFen, remark: `由${venue.name}转出` },
    now,
  );
  return { centerFen, venueFen };
}

export interface RecycleDone {
  amountFen: number;
  recycled: string[];
  skipped: string[];
  centerFen: number;
}

/**
 * 一键回收: every venue wallet with money, except those under maintenance, back to the centre wallet
 * in one transaction: one debit row per venue and one credit row on the centre wallet for the sum.
 */
export async function recycleAll(tx: Queryable, memberId: number, requestId: string, now: Date): Promise<RecycleDone> {
  await lockMember(tx, memberId);
  const wallets = (await listVenueWallets(tx, memberId)).filter((w) => w.balanceFen > 0);
  const recycled: string[] = [];
  const skipped: string[] = [];
  let amountFen = 0;
  for (const wallet of wallets) {
    if (underMaintenance(wallet, now)) {
      skipped.push(wallet.channelCode);
      continue;
    }
    await applyBalanceChange(
      tx,
      {
        memberId,
        venueId: wallet.venueId,
        kind: 'transfer_out',
        amountFen: -wallet.balanceFen,
        requestId,
        remark: '一键回收至中心钱包',
      },
      now,
    );
    recycled.push(wallet.channelCode);
    amountFen += wallet.balanceFen;
  }
  const centerFen =
    amountFen > 0
      ? await applyBalanceChange(
          tx,
          {
            memberId,
            venueId: null,
            kind: 'transfer_in',
            amountFen,
            requestId,
            remark: `一键回收（${recycled.length}个场馆）`,
          },
          now,
        )
      : await centreBalance(tx, memberId);
  return { amountFen, recycled, skipped, centerFen };
}

async function centreBalance(tx: Queryable, memberId: number): Promise<number> {
  const rows = await tx.query<{ fen: number }>('select balance_fen as fen from wallets where member_id = $1', [
    memberId,
  ]);
  return rows[0]?.fen ?? 0;
}
