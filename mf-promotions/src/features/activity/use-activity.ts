import { useCallback, useEffect, useState } from 'react';
import { promotionConfig, type ActivityConfig } from 'shared/contract';
import { useEndpoint, type EndpointState } from 'shared/query';
import { raceRefresh } from './types/race/race-refresh';

/** Which activity a page asks for: by id, or friendInvitation's running one. */
export type ActivityQuery = { activityId: number } | { pageType: 'friendInvitation' };

/** 6004: no such activity (or none running, for friendInvitation). */
const NOT_FOUND = 6004;

/** Never sent: the call waits (enabled false) until the page knows which activity it shows. */
const NO_QUERY: ActivityQuery = { pageType: 'friendInvitation' };

/**
 * One activity for its page; data null means not found. `replace` takes the activity as an action
 * answered it (join, claim), so the page shows the member's new state without asking again. A login
 * or logout loads it again (a new session empties the query cache): the member's parts depend on who asks.
 * A running race polls: its answers replace what is shown, a failed poll keeps it.
 */
export function useActivity(query: ActivityQuery | null): EndpointState<ActivityConfig | null> & {
  activity: ActivityConfig | null;
  replace: (next: ActivityConfig) => void;
} {
  const loaded = useEndpoint(promotionConfig, query ?? NO_QUERY, { enabled: query !== null, poll: raceRefresh });
  const { reload, refresh } = loaded;
  const notFound = loaded.status === 'error' && loaded.errorCode === NOT_FOUND;
  const state: EndpointState<ActivityConfig | null> =
    query === null || notFound ? { status: 'success', data: null, error: undefined, reload, refresh } : loaded;
  const [replaced, setReplaced] = useState<ActivityConfig | null>(null);
  // A new answer (another id, another member, a refresh) wins over an earlier action's answer.
  useEffect(() => setReplaced(null), [loaded.data]);
  const replace = useCallback((next: ActivityConfig) => setReplaced(next), []);
  return { ...state, activity: replaced ?? state.data ?? null, replace };
}
