/**
 * The simulated back office: WITHDRAW_REVIEW_MS > 0 decides every withdrawal that long after it was
 * made (default 0: only the test trigger decides), WITHDRAW_REVIEW_DECISION 'approve' (default) or
 * 'refuse' says how.
 */
export interface ReviewSettings {
  delayMs: number;
  approve: boolean;
}

export function reviewSettingsFrom(env: NodeJS.ProcessEnv): ReviewSettings {
  const delay = Number(env['WITHDRAW_REVIEW_MS'] ?? '0');
  return {
    delayMs: Number.isFinite(delay) && delay > 0 ? Math.floor(delay) : 0,
    approve: (env['WITHDRAW_REVIEW_DECISION'] ?? 'approve') !== 'refuse',
  };
}
