import { describe, expect, it } from 'vitest';
import { MAX_TRACK_SAMPLES, TrackRecorder } from './track-recorder';

describe('slider track recorder', () => {
  it('records [x, y, ms since the start], rounded', () => {
    const recorder = new TrackRecorder();
    recorder.begin(0, 1000);
    recorder.add(10.4, 1.6, 1016);
    recorder.add(42.6, -2.2, 1100.4);
    expect(recorder.finish()).toEqual([
      [0, 0, 0],
      [10, 2, 16],
      [43, -2, 100],
    ]);
  });

  it('ignores samples outside a drag and starts afresh after finishing', () => {
    const recorder = new TrackRecorder();
    recorder.add(5, 0, 10);
    expect(recorder.active).toBe(false);
    recorder.begin(0, 0);
    recorder.finish();
    expect(recorder.active).toBe(false);
    expect(recorder.finish()).toEqual([]);
  });

  it('never exceeds the contract cap and keeps the last position', () => {
    const recorder = new TrackRecorder();
    recorder.begin(0, 0);
    for (let i = 1; i <= 800; i += 1) recorder.add(i, 0, i);
    const track = recorder.finish();
    expect(track).toHaveLength(MAX_TRACK_SAMPLES);
    expect(track[0]).toEqual([0, 0, 0]);
    expect(track.at(-1)).toEqual([800, 0, 800]);
  });
});
