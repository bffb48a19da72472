/**
 * 6317 系统繁忙 means the server shed the call before running any of it, so sending it again as it
 * was is safe (a money call keeps its request id). The client does that twice, after about 0.4 s and
 * 1.2 s (±25 %, so a shed crowd does not come back at one instant), before showing the message.
 */
export const BUSY_RETRY_DELAYS_MS: readonly number[] = [400, 1_200];

export function jitteredDelay(ms: number, random: () => number = Math.random): number {
  return Math.round(ms * (0.75 + random() * 0.5));
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
