import type { Queryable, SqlValue } from '../db/database';

/** One player API call that named its page load's trace id. */
export interface RecordedCall {
  traceId: string;
  siteId: string;
  path: string;
  httpStatus: number;
  code: number;
  ms: number;
  memberId: number | null;
  at: Date;
}

/** More than a flush interval's worth of calls at any load this server takes; past it, calls are dropped and counted. */
export const DEFAULT_CALL_BUFFER = 5000;

/**
 * Keeps the calls in memory and writes them in one insert per flush, so recording costs the request
 * path one array push and never an await. A full buffer drops the newest call (counted in
 * `dropped`) rather than growing: losing a trace line is better than slowing the API.
 */
export class ApiCallRecorder {
  private pending: RecordedCall[] = [];
  private flushing: Promise<void> = Promise.resolve();
  dropped = 0;

  constructor(
    private readonly db: Queryable,
    private readonly limit = DEFAULT_CALL_BUFFER,
  ) {}

  record(call: RecordedCall): void {
    if (this.pending.length >= this.limit) {
      this.dropped += 1;
      return;
    }
    this.pending.push(call);
  }

  get size(): number {
    return this.pending.length;
  }

  /** Writes what is buffered; flushes run one after another, never two inserts of the same calls. */
  flush(): Promise<void> {
    // A failed write loses its batch but never stops the next flush.
    const next = this.flushing.catch(() => undefined).then(() => this.write());
    this.flushing = next;
    return next;
  }

  private async write(): Promise<void> {
    const batch = this.pending;
    if (batch.length === 0) return;
    this.pending = [];
    const values: SqlValue[] = [];
    const rows = batch.map((call, i) => {
      values.push(call.traceId, call.siteId, call.path, call.httpStatus, call.code, call.ms, call.memberId, call.at);
      const n = i * 8;
      return `($${n + 1}, $${n + 2}, $${n + 3}, $${n + 4}, $${n + 5}, $${n + 6}, $${n + 7}, $${n + 8})`;
    });
    await this.db.query(
      `insert into trace_api_calls (trace_id, site_id, path, http_status, code, duration_ms, member_id, at) values ${rows.join(', ')}`,
      values,
    );
  }
}
