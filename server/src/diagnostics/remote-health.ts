import {
  type AutoRollback,
  type CanaryFigures,
  REMOTE_HEALTH_RECENT_LIMIT,
  REMOTE_HEALTH_WINDOW_MS,
  type RemoteFailure,
  type RemoteHealthRow,
  type RemoteHealthWindow,
} from 'shared/contract/console';
import type { Queryable, SqlValue } from '../db/database';

export interface RemoteHealthQuery {
  window: RemoteHealthWindow;
  siteId?: string | undefined;
}

interface FigureRow {
  remote: string;
  version: string;
  loads: number;
  unavailable: number;
  incompatible: number;
  p50: number | null;
  p95: number | null;
}

interface FailureRow {
  at: Date;
  siteId: string;
  remote: string;
  version: string;
  outcome: RemoteFailure['outcome'];
  ms: number | null;
  traceId: string;
}

/**
 * Loads, failures by kind and load time per remote and version over the window (by the server's
 * receipt time), for one brand or all. Only remote-load rows count: each is one load's outcome,
 * while a failed load also leaves remote-event rows that would count it again. The times are of the
 * successful loads: a failure's time says how long the page waited, not how fast the remote renders.
 */
export async function remoteHealth(
  db: Queryable,
  query: RemoteHealthQuery,
  now: Date,
): Promise<{
  from: string;
  to: string;
  remotes: RemoteHealthRow[];
  recentFailures: RemoteFailure[];
  autoRollbacks: AutoRollback[];
}> {
  const from = new Date(now.getTime() - REMOTE_HEALTH_WINDOW_MS[query.window]);
  const params: SqlValue[] = [from, now];
  let where = `kind = 'remote-load' and received_at > $1 and received_at <= $2`;
  if (query.siteId !== undefined) {
    params.push(query.siteId);
    where += ` and site_id = $3`;
  }
  const figures = await db.query<FigureRow>(
    `select remote, version,
            count(*)::int as loads,
            (count(*) filter (where outcome = 'unavailable'))::int as unavailable,
            (count(*) filter (where outcome = 'incompatible'))::int as incompatible,
            percentile_cont(0.5) within group (order by duration_ms) filter (where outcome = 'ok') as p50,
            percentile_cont(0.95) within group (order by duration_ms) filter (where outcome = 'ok') as p95
       from browser_reports where ${where}
      group by remote, version
      order by remote, version`,
    params,
  );
  const failures = await db.query<FailureRow>(
    `select at, site_id as "siteId", remote, version, outcome, duration_ms as ms, trace_id as "traceId"
       from browser_reports where ${where} and outcome <> 'ok'
      order by received_at desc, id desc
      limit ${REMOTE_HEALTH_RECENT_LIMIT}`,
    params,
  );
  const withdrawals = await db.query<{ at: Date; siteId: string; remote: string; figures: CanaryFigures }>(
    `select at, site_id as "siteId", remote, figures from brand_remote_pin_history
      where action = 'auto_rollback' and at > $1 and at <= $2${query.siteId === undefined ? '' : ' and site_id = $3'}
      order by at desc, id desc`,
    params,
  );
  const round = (value: number | null) => (value === null ? null : Math.round(Number(value)));
  return {
    from: from.toISOString(),
    to: now.toISOString(),
    remotes: figures.map((row) => ({
      remote: row.remote,
      version: row.version,
      loads: row.loads,
      unavailable: row.unavailable,
      incompatible: row.incompatible,
      failureRate: row.loads === 0 ? 0 : (row.unavailable + row.incompatible) / row.loads,
      p50Ms: round(row.p50),
      p95Ms: round(row.p95),
    })),
    recentFailures: failures.map((row) => ({ ...row, at: new Date(row.at).toISOString() })),
    // Named as the rows are (the federation name), so the page can mark the withdrawn version's row.
    autoRollbacks: withdrawals.map((row) => ({
      at: new Date(row.at).toISOString(),
      siteId: row.siteId,
      remote: `mf_${row.remote}`,
      version: row.figures.version,
      figures: row.figures,
    })),
  };
}
