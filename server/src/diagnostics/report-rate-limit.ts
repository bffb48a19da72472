/** Reports one address may send per window before 429; a page sends a few per visit. */
export const DEFAULT_REPORTS_PER_MINUTE = 30;
const WINDOW_MS = 60_000;
/** Addresses tracked at once; past it the oldest window is forgotten (in insertion order). */
const MAX_ADDRESSES = 10_000;

/**
 * A fixed one-minute window per address, in memory: cheap, bounded, and good enough to stop one
 * page (or one script) from filling the reports table. Each process counts its own.
 */
export class ReportRateLimit {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(private readonly perMinute = DEFAULT_REPORTS_PER_MINUTE) {}

  /** Counts one report from `address`; false when it is over the limit. */
  allow(address: string, nowMs: number): boolean {
    const window = this.windows.get(address);
    if (window === undefined || nowMs - window.start >= WINDOW_MS) {
      this.windows.delete(address);
      if (this.windows.size >= MAX_ADDRESSES) {
        const oldest = this.windows.keys().next().value;
        if (oldest !== undefined) this.windows.delete(oldest);
      }
      this.windows.set(address, { start: nowMs, count: 1 });
      return true;
    }
    window.count += 1;
    return window.count <= this.perMinute;
  }
}
