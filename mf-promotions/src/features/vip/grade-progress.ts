/** The way to a requirement: how far along, what is still needed, and whether it is reached. */
export interface Progress {
  /** 0–100, cut down: 99.9% shows 99 so a bar never looks full before the requirement is met. */
  percent: number;
  remaining: number;
  reached: boolean;
}

/** Progress of `current` towards `required`; a requirement of 0 (or less) is reached from the start. */
export function progressTo(current: number, required: number): Progress {
  const have = Number.isFinite(current) && current > 0 ? current : 0;
  if (!Number.isFinite(required) || required <= 0) return { percent: 100, remaining: 0, reached: true };
  const reached = have >= required;
  // Money comes in yuan with fen: round the difference to the fen so ¥0.1 + ¥0.2 leaves no ¥0.0000001.
  const remaining = reached ? 0 : Math.round((required - have) * 100) / 100;
  return { percent: reached ? 100 : Math.floor((have / required) * 100), remaining, reached };
}
