/** How far, in image pixels, the released piece may sit from the hole. */
export const SLIDER_TOLERANCE_PX = 6;
export const MIN_TRACK_SAMPLES = 5;
export const MIN_DRAG_MS = 150;

/** [x, y, ms since the drag started], as the contract's sliderVerify carries them. */
export type TrackSample = readonly [number, number, number];

export type DragVerdict = 'human' | 'off-target' | 'robotic';

/**
 * Judges a drag. The position must be right, and the track must look like a hand moved it: a few
 * samples over time, not one jump. This stops the cheapest scripts (post the answer straight away);
 * a careful script can still fake a track, which is why production sites use a hosted provider.
 */
export function judgeDrag(x: number, targetX: number, track: readonly TrackSample[]): DragVerdict {
  if (Math.abs(x - targetX) > SLIDER_TOLERANCE_PX) return 'off-target';
  if (track.length < MIN_TRACK_SAMPLES) return 'robotic';
  for (let i = 1; i < track.length; i++) {
    const previous = track[i - 1];
    const sample = track[i];
    if (previous === undefined || sample === undefined || sample[2] <= previous[2]) return 'robotic';
  }
  const first = track[0];
  const last = track[track.length - 1];
  if (first === undefined || last === undefined || last[2] - first[2] < MIN_DRAG_MS) return 'robotic';
  // A track that never moves sideways did not drag anything.
  if (track.every((sample) => sample[0] === first[0])) return 'robotic';
  return 'human';
}
