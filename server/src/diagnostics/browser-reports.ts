import type { DiagnosticsEntry, DiagnosticsReport } from 'shared/contract';
import type { Queryable, SqlValue } from '../db/database';

/** One row of browser_reports, as written from a report's entry. */
interface ReportRow {
  kind: DiagnosticsEntry['kind'];
  remote: string;
  outcome: string;
  ms: number | null;
  version: string;
  message: string;
  source: string;
  stack: string;
  at: string;
}

function rowOf(entry: DiagnosticsEntry): ReportRow {
  const blank = { remote: '', outcome: '', ms: null, version: '', message: '', source: '', stack: '', at: entry.at };
  switch (entry.kind) {
    case 'remote-load':
      return {
        ...blank,
        kind: entry.kind,
        remote: entry.remote,
        outcome: entry.outcome,
        ms: entry.ms,
        version: entry.version,
      };
    case 'remote-event':
      return { ...blank, kind: entry.kind, remote: entry.remote, outcome: entry.event, message: entry.message };
    case 'csp':
      return { ...blank, kind: entry.kind, outcome: entry.directive, message: entry.blocked, source: entry.source };
    default:
      return { ...blank, kind: entry.kind, message: entry.message, source: entry.source, stack: entry.stack };
  }
}

/** Writes a validated report's entries in one insert. */
export async function storeBrowserReport(db: Queryable, report: DiagnosticsReport, now: Date): Promise<void> {
  const values: SqlValue[] = [];
  const rows = report.entries.map((entry, i) => {
    const row = rowOf(entry);
    values.push(
      report.traceId,
      report.siteId,
      row.kind,
      row.remote,
      row.outcome,
      row.ms,
      row.version,
      row.message,
      row.source,
      row.stack,
      row.at,
      now,
    );
    const n = i * 12;
    return `(${Array.from({ length: 12 }, (_, k) => `$${n + k + 1}`).join(', ')})`;
  });
  await db.query(
    `insert into browser_reports (trace_id, site_id, kind, remote, outcome, duration_ms, version, message, source, stack, at, received_at)
     values ${rows.join(', ')}`,
    values,
  );
}
