/** The contract's cap on drag samples (sliderVerify: track max 500). */
export const MAX_TRACK_SAMPLES = 500;

export type TrackSample = [x: number, y: number, ms: number];

/**
 * Records a slider drag as [x, y, ms since the start] (SPEC §7), what the server judges a person's
 * drag by. Past the cap the newest sample replaces the previous last one: the start, the shape and
 * where the drag ended all survive, which is what the judgement needs.
 */
export class TrackRecorder {
  private samples: TrackSample[] = [];
  private startedAt = 0;

  begin(x: number, now: number): void {
    this.startedAt = now;
    this.samples = [[Math.round(x), 0, 0]];
  }

  get active(): boolean {
    return this.samples.length > 0;
  }

  add(x: number, y: number, now: number): void {
    if (!this.active) return;
    const sample: TrackSample = [Math.round(x), Math.round(y), Math.max(0, Math.round(now - this.startedAt))];
    if (this.samples.length >= MAX_TRACK_SAMPLES) this.samples[this.samples.length - 1] = sample;
    else this.samples.push(sample);
  }

  /** The samples so far, and a fresh start for the next drag. */
  finish(): TrackSample[] {
    const samples = this.samples;
    this.samples = [];
    return samples;
  }
}
