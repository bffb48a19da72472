import type { ProtectionSettings } from 'shared/contract';
import type { Queryable } from '../db/database';
import { fenToYuan } from '../wallet/money';
import { readLimits } from './limits';
import { periodWindow } from './periods';
import { readRealityCheck } from './reality-check';
import { depositedFen, netLossFen } from './usage';

/** The settings page's view: each limit with its pending change and what the current period used. */
export async function presentSettings(db: Queryable, memberId: number, now: Date): Promise<ProtectionSettings> {
  const limits = await readLimits(db, memberId, now);
  const shown = [];
  for (const limit of limits) {
    const window = periodWindow(limit.period, now);
    const usedFen =
      limit.kind === 'deposit'
        ? await depositedFen(db, memberId, window.start, now)
        : Math.max(0, await netLossFen(db, memberId, window.start));
    shown.push({
      kind: limit.kind,
      period: limit.period,
      amount: limit.amountFen === null ? null : fenToYuan(limit.amountFen),
      pending:
        limit.pendingAt === null
          ? null
          : {
              amount: limit.pendingFen === null ? null : fenToYuan(limit.pendingFen),
              effectiveAt: limit.pendingAt.toISOString(),
            },
      used: fenToYuan(usedFen),
      resetsAt: window.end.toISOString(),
    });
  }
  return { limits: shown, realityCheckMinutes: await readRealityCheck(db, memberId) };
}
