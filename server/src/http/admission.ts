/**
 * Load shedding for the player API: at most `maxInFlight` calls run at once, at most `maxQueued`
 * wait for a place, and none waits longer than `maxWaitMs`. A call refused here has done nothing
 * (not even the signature check or the replay guard has seen it), so the client may safely send it
 * again: the pipeline answers 6317 系统繁忙 instead of letting it time out behind a queue.
 */
export interface AdmissionLimits {
  maxInFlight: number;
  maxQueued: number;
  maxWaitMs: number;
}

/** API_MAX_IN_FLIGHT, API_MAX_QUEUED, API_QUEUE_WAIT_MS (config.ts). */
export const DEFAULT_ADMISSION_LIMITS: AdmissionLimits = { maxInFlight: 64, maxQueued: 512, maxWaitMs: 3_000 };

/** Gives the place back; calling it again does nothing. */
export type Release = () => void;

interface Waiter {
  grant: (release: Release) => void;
  timer: ReturnType<typeof setTimeout>;
}

export class Admission {
  private running = 0;
  private readonly waiting: Waiter[] = [];

  constructor(private readonly limits: AdmissionLimits = DEFAULT_ADMISSION_LIMITS) {}

  /** Calls running now and calls waiting for a place (the healthz figures). */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  /** A place (its release), or null when the call is shed: the queue is full or the wait ran out. */
  enter(): Promise<Release | null> {
    if (this.running < this.limits.maxInFlight) return Promise.resolve(this.take());
    if (this.waiting.length >= this.limits.maxQueued) return Promise.resolve(null);
    return new Promise((resolve) => {
      const waiter: Waiter = {
        grant: resolve,
        timer: setTimeout(() => {
          const at = this.waiting.indexOf(waiter);
          if (at >= 0) this.waiting.splice(at, 1);
          resolve(null);
        }, this.limits.maxWaitMs),
      };
      this.waiting.push(waiter);
    });
  }

  private take(): Release {
    this.running += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.running -= 1;
      const next = this.waiting.shift();
      if (next === undefined) return;
      clearTimeout(next.timer);
      next.grant(this.take());
    };
  }
}
