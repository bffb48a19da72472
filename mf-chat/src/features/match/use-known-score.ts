import { useState } from 'react';
import type { ChatScorePush } from 'shared/contract';

export interface KnownScore {
  home: number;
  away: number;
}

/**
 * The last score heard. A push carries only what changed (a clock tick has no score), so the
 * score is kept across pushes that lack it.
 */
export function useKnownScore(push: ChatScorePush | null): KnownScore | null {
  const [known, setKnown] = useState<{ push: ChatScorePush | null; score: KnownScore | null }>({
    push: null,
    score: null,
  });
  if (push !== known.push) {
    const score =
      push?.sc_FT_H !== undefined && push.sc_FT_C !== undefined
        ? { home: push.sc_FT_H, away: push.sc_FT_C }
        : known.score;
    setKnown({ push, score });
    return score;
  }
  return known.score;
}
