/**
 * Counts events in a sliding window: `take` answers false once `limit` events already fell in the
 * last `windowMs`. The refused event is not counted, so a client that slows down is served again.
 */
export class RateWindow {
  private readonly times: number[] = [];

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  take(nowMs: number): boolean {
    while (this.times.length > 0 && (this.times[0] ?? 0) <= nowMs - this.windowMs) this.times.shift();
    if (this.times.length >= this.limit) return false;
    this.times.push(nowMs);
    return true;
  }
}
