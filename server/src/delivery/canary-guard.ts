import type { DiagnosticsReport } from 'shared/contract';
import type { CanaryFigures } from 'shared/contract/console';
import type { Database, Queryable } from '../db/database';
import { appendAudit } from '../operators/audit-log';
import { systemActor } from '../operators/system-actor';
import { appendPinHistory, readCanaries, readPin, writePin, type PinRow } from './pin-store';

/** CANARY_ROLLBACK_FAILURE_RATE and CANARY_ROLLBACK_MIN_LOADS (config.ts). */
export interface CanaryRollbackLimits {
  /** Failures / loads above which a canary is withdrawn, 0..1. */
  failureRate: number;
  /** Loads of the canary on the brand before its rate counts. */
  minLoads: number;
}

export const DEFAULT_CANARY_ROLLBACK: CanaryRollbackLimits = { failureRate: 0.2, minLoads: 20 };

/** What the pages report a remote as: its federation name. */
const reportedName = (remote: string) => `mf_${remote}`;

async function figuresOf(db: Queryable, pin: PinRow, limits: CanaryRollbackLimits): Promise<CanaryFigures> {
  const rows = await db.query<{ loads: number; failures: number }>(
    `select count(*)::int as loads, (count(*) filter (where outcome <> 'ok'))::int as failures
       from browser_reports
      where kind = 'remote-load' and site_id = $1 and remote = $2 and version = $3 and received_at >= $4`,
    [pin.siteId, reportedName(pin.remote), pin.canaryVersion, pin.canarySince],
  );
  const loads = rows[0]?.loads ?? 0;
  const failures = rows[0]?.failures ?? 0;
  return {
    version: pin.canaryVersion ?? '',
    loads,
    failures,
    rate: loads === 0 ? 0 : failures / loads,
    threshold: limits.failureRate,
    minLoads: limits.minLoads,
  };
}

const failing = (figures: CanaryFigures) => figures.loads >= figures.minLoads && figures.rate > figures.threshold;

const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;

/**
 * Withdraws one failing canary: the pin without it, a history row with the figures and an audit row
 * by the system operator, in one transaction. The pin is re-read under its lock and the figures
 * counted again, so of two batches arriving together only the first withdraws; the second finds
 * another canary (or none) and does nothing.
 */
async function withdraw(
  db: Database,
  seen: PinRow,
  limits: CanaryRollbackLimits,
  traceId: string,
  now: Date,
): Promise<CanaryFigures | null> {
  return db.transaction(async (tx) => {
    const before = await readPin(tx, seen.siteId, seen.remote, true);
    if (
      before === null ||
      before.canaryVersion !== seen.canaryVersion ||
      before.canarySince?.getTime() !== seen.canarySince?.getTime()
    )
      return null;
    const figures = await figuresOf(tx, before, limits);
    if (!failing(figures)) return null;
    const actor = await systemActor(tx, traceId);
    const after: PinRow = {
      ...before,
      canaryVersion: null,
      canaryPercent: 0,
      canarySince: null,
      updatedAt: now,
      updatedBy: actor.operatorName,
    };
    await writePin(tx, after);
    await appendPinHistory(tx, after, 'auto_rollback', figures);
    await appendAudit(
      tx,
      actor,
      {
        action: 'release.auto_rollback',
        target: `pin:${before.siteId}:${before.remote}`,
        before,
        after,
        reason:
          `灰度版本 ${before.canaryVersion} 自灰度开始共 ${figures.loads} 次加载、${figures.failures} 次失败，` +
          `失败率 ${percent(figures.rate)} 超过阈值 ${percent(figures.threshold)}（至少 ${figures.minLoads} 次加载），已自动回滚`,
      },
      now,
    );
    return figures;
  });
}

/**
 * Checked as each browser report arrives (after it is stored), so no failing load goes unseen between
 * timer ticks: every canary of the report's brand whose version the report loaded is counted over its
 * loads on that brand since it was set, and withdrawn once the rate passes the threshold over at least
 * the minimum of loads. Answers the withdrawn canaries' figures.
 */
export async function withdrawFailingCanaries(
  db: Database,
  report: DiagnosticsReport,
  limits: CanaryRollbackLimits,
  now: Date,
): Promise<CanaryFigures[]> {
  const loaded = new Set(
    report.entries.flatMap((entry) =>
      entry.kind === 'remote-load' && entry.version !== '' ? [`${entry.remote}\0${entry.version}`] : [],
    ),
  );
  if (loaded.size === 0) return [];
  const canaries = (await readCanaries(db, report.siteId)).filter((pin) =>
    loaded.has(`${reportedName(pin.remote)}\0${pin.canaryVersion}`),
  );
  const withdrawn: CanaryFigures[] = [];
  for (const pin of canaries) {
    // Counted first without a lock: nearly every report finds its canary healthy.
    if (!failing(await figuresOf(db, pin, limits))) continue;
    const figures = await withdraw(db, pin, limits, report.traceId, now);
    if (figures !== null) withdrawn.push(figures);
  }
  return withdrawn;
}
