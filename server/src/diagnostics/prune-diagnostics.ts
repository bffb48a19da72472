import type { Queryable } from '../db/database';

/** How long a page load's calls and reports stay findable by its 问题编号. */
export const DIAGNOSTICS_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

/** Deletes calls and reports older than the retention; answers how many rows went. */
export async function pruneDiagnostics(db: Queryable, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - DIAGNOSTICS_RETENTION_MS);
  const calls = await db.query<{ id: string }>('delete from trace_api_calls where at < $1 returning id', [cutoff]);
  const reports = await db.query<{ id: string }>('delete from browser_reports where received_at < $1 returning id', [
    cutoff,
  ]);
  return calls.length + reports.length;
}
