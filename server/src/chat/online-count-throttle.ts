/** The shortest time between two online-count frames (10009) of one room. */
export const ONLINE_COUNT_INTERVAL_MS = 1_000;

interface Cooling {
  readonly timer: NodeJS.Timeout;
  /** The count changed again since the last frame went out. */
  changed: boolean;
}

/**
 * At most one online-count frame per room and interval: a change in a quiet room is sent at once,
 * changes during the interval after it are sent once at its end (with the count as it is then, so
 * the last count always goes out). A crowd joining costs one frame per member a second, not one
 * per member and join.
 */
export class OnlineCountThrottle {
  private readonly cooling = new Map<string, Cooling>();
  private stopped = false;

  constructor(
    /** Sends the room's current count to its sockets. */
    private readonly send: (rid: string) => void,
    private readonly intervalMs = ONLINE_COUNT_INTERVAL_MS,
  ) {}

  /** The room's count may have changed. */
  changed(rid: string): void {
    if (this.stopped) return;
    const cooling = this.cooling.get(rid);
    if (cooling !== undefined) {
      cooling.changed = true;
      return;
    }
    this.sendAndCool(rid);
  }

  /** The room emptied or went away: nothing is pending for it any more. */
  cancel(rid: string): void {
    const cooling = this.cooling.get(rid);
    if (cooling === undefined) return;
    clearTimeout(cooling.timer);
    this.cooling.delete(rid);
  }

  /** The hub closes: every pending frame is dropped and no new one is sent. */
  stop(): void {
    this.stopped = true;
    for (const rid of [...this.cooling.keys()]) this.cancel(rid);
  }

  /** Rooms with an interval running (tests). */
  get pending(): number {
    return this.cooling.size;
  }

  private sendAndCool(rid: string): void {
    this.send(rid);
    const timer = setTimeout(() => this.cooled(rid), this.intervalMs);
    // A count nobody waits for must not hold a stopping process open.
    timer.unref();
    this.cooling.set(rid, { timer, changed: false });
  }

  private cooled(rid: string): void {
    const cooling = this.cooling.get(rid);
    this.cooling.delete(rid);
    if (cooling?.changed === true && !this.stopped) this.sendAndCool(rid);
  }
}
