/**
 * A drag the reference slider accepts as a person's: from 0 to `x` over about 600 ms, easing out,
 * with a wobbling y, as [x, y, ms] samples.
 */
export function humanTrack(x: number, samples = 12, durationMs = 600): [number, number, number][] {
  const track: [number, number, number][] = [];
  for (let i = 0; i < samples; i++) {
    const progress = i / (samples - 1);
    const eased = 1 - (1 - progress) ** 3;
    track.push([Math.round(x * eased), (i % 3) - 1, Math.round(durationMs * progress)]);
  }
  return track;
}
