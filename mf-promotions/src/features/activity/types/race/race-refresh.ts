import type { ActivityConfig } from 'shared/contract';

export const RACE_REFRESH_MS = 30_000;

/**
 * The board moves as bets settle: a running race's page asks for the activity again every 30 s
 * (the query layer pauses it in a hidden tab and refreshes on return). Any other page never polls.
 */
export function raceRefresh(activity: ActivityConfig | undefined): number | false {
  return activity?.pageType === 'racePage' && activity.status === 'running' ? RACE_REFRESH_MS : false;
}
