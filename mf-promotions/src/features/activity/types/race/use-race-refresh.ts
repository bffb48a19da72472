import { useCallback, useRef } from 'react';
import { api } from 'shared/api';
import { promotionConfig, type ActivityConfig } from 'shared/contract';
import { useVisibleInterval } from '../../use-visible-interval';

export const RACE_REFRESH_MS = 30_000;

/**
 * The board moves as bets settle: while the race runs and the tab is visible, the activity is asked
 * for again every 30 s. A failed refresh keeps the board as it is (the next one may succeed).
 */
export function useRaceRefresh(activity: ActivityConfig, onChange: (next: ActivityConfig) => void): void {
  const inFlight = useRef(false);
  const refresh = useCallback(() => {
    if (activity.status !== 'running' || inFlight.current) return;
    inFlight.current = true;
    api.request(promotionConfig, { activityId: activity.id }).then(
      (next) => {
        inFlight.current = false;
        onChange(next);
      },
      (error: unknown) => {
        inFlight.current = false;
        console.warn('[race] a leaderboard refresh failed; the board stays', error);
      },
    );
  }, [activity.id, activity.status, onChange]);
  useVisibleInterval(refresh, RACE_REFRESH_MS);
}
