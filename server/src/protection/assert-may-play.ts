import { ResponseCode } from 'shared/contract';
import type { Queryable } from '../db/database';
import { DomainError } from '../domain/domain-error';
import { formatBeijing } from '../time/beijing';
import { fenToYuan } from '../wallet/money';
import { activeExclusion, exclusionFailure } from './exclusions';
import { readLimits } from './limits';
import { periodWindow } from './periods';
import { depositedFen, netLossFen } from './usage';

export interface PlayIntent {
  /** A deposit order, a stake (sports bet or casino round), or money moved into a venue. */
  kind: 'bet' | 'deposit' | 'transferIn';
  amountFen: number;
}

const ACTION = { bet: '投注', deposit: '存款', transferIn: '转入场馆' } as const;
const PERIOD_NAME = { day: '每日', week: '每周', month: '每月' } as const;

const yuan = (fen: number) => fenToYuan(fen).toFixed(2);

/**
 * Refuses what the member's own protection forbids, before any money moves (call it inside the
 * money call's transaction, ahead of its ledger rows): a break in force refuses everything; a deposit
 * may not take the period's deposits past a deposit limit; a stake or a transfer in may not take the
 * period's net loss past a loss limit, since all of it may be lost.
 */
export async function assertMayPlay(tx: Queryable, memberId: number, now: Date, intent: PlayIntent): Promise<void> {
  const exclusion = await activeExclusion(tx, memberId, now);
  if (exclusion !== null) throw exclusionFailure(exclusion, ACTION[intent.kind]);
  const kind = intent.kind === 'deposit' ? 'deposit' : 'loss';
  for (const limit of await readLimits(tx, memberId, now)) {
    if (limit.kind !== kind || limit.amountFen === null) continue;
    const window = periodWindow(limit.period, now);
    const used =
      kind === 'deposit'
        ? await depositedFen(tx, memberId, window.start, now)
        : Math.max(0, await netLossFen(tx, memberId, window.start));
    if (used + intent.amountFen <= limit.amountFen) continue;
    const left = Math.max(0, limit.amountFen - used);
    const resets = `，将于 ${formatBeijing(window.end)} 重置`;
    if (kind === 'deposit') {
      throw new DomainError(
        ResponseCode.DEPOSIT_LIMIT_REACHED,
        `超出您设置的${PERIOD_NAME[limit.period]}存款限额 ${yuan(limit.amountFen)} 元，本期还可存 ${yuan(left)} 元${resets}`,
      );
    }
    throw new DomainError(
      ResponseCode.LOSS_LIMIT_REACHED,
      `超出您设置的${PERIOD_NAME[limit.period]}亏损限额 ${yuan(limit.amountFen)} 元，本期还可${ACTION[intent.kind]} ${yuan(left)} 元${resets}`,
    );
  }
}
