import { describe, expect, it } from 'vitest';
import { humanTrack } from '../../testing/human-track';
import { judgeDrag, type TrackSample } from './track';

describe('judgeDrag', () => {
  it('accepts a human drag that ends within 6 px of the hole', () => {
    expect(judgeDrag(150, 150, humanTrack(150))).toBe('human');
    expect(judgeDrag(156, 150, humanTrack(156))).toBe('human');
    expect(judgeDrag(144, 150, humanTrack(144))).toBe('human');
  });

  it('refuses a release more than 6 px away', () => {
    expect(judgeDrag(157, 150, humanTrack(157))).toBe('off-target');
    expect(judgeDrag(20, 150, humanTrack(20))).toBe('off-target');
  });

  it('refuses tracks no hand makes: too few samples, time standing still, too fast, no movement', () => {
    expect(judgeDrag(150, 150, humanTrack(150, 4))).toBe('robotic');
    const frozenClock: TrackSample[] = humanTrack(150).map(([x, y]) => [x, y, 100]);
    expect(judgeDrag(150, 150, frozenClock)).toBe('robotic');
    expect(judgeDrag(150, 150, humanTrack(150, 12, 120))).toBe('robotic');
    const still: TrackSample[] = humanTrack(150).map(([, y, t]) => [0, y, t]);
    expect(judgeDrag(150, 150, still)).toBe('robotic');
    expect(judgeDrag(150, 150, [])).toBe('robotic');
  });
});
