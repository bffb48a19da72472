/** The pace of the lights while the draw is on its way to the server. */
export const FREE_STEP_MS = 70;
/** The pace of the last step before the lights rest. */
export const SLOWEST_STEP_MS = 360;

/**
 * The waits before each remaining step of the lights, from the lit cell `from` (-1: none yet) until
 * they rest on `target`, the cell of the prize the server drew. At least one more full lap, slowing
 * down all the way, so the stop reads as the end of a spin and not as a jump to the answer.
 */
export function landingDelays(from: number, target: number, count: number): number[] {
  const distance = (((target - from) % count) + count) % count;
  const steps = count + distance;
  return Array.from({ length: steps }, (_, index) => {
    const progress = steps === 1 ? 1 : index / (steps - 1);
    return Math.round(FREE_STEP_MS + (SLOWEST_STEP_MS - FREE_STEP_MS) * progress * progress);
  });
}
