import { useCallback, useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { api, isApiError } from 'shared/api';
import { promotionConfig, type ActivityConfig } from 'shared/contract';
import { sessionAtom } from 'shared/state';
import { useAsync } from 'shared/ui';

/** Which activity a page asks for: by id, or friendInvitation's running one. */
export type ActivityQuery = { activityId: number } | { pageType: 'friendInvitation' };

/** 6004: no such activity (or none running, for friendInvitation). */
const NOT_FOUND = 6004;

async function loadActivity(query: ActivityQuery | null): Promise<ActivityConfig | null> {
  if (query === null) return null;
  try {
    return await api.request(promotionConfig, query);
  } catch (error) {
    if (isApiError(error) && error.code === NOT_FOUND) return null;
    throw error;
  }
}

/**
 * One activity for its page; data null means not found. `replace` takes the activity as an action
 * answered it (join, claim), so the page shows the member's new state without asking again. A login
 * or logout reloads it: the member's parts depend on who asks.
 */
export function useActivity(query: ActivityQuery | null) {
  const userId = useAtomValue(sessionAtom)?.userId ?? null;
  const key = query === null ? null : JSON.stringify(query);
  const loaded = useAsync(
    () => loadActivity(query),
    // `key` stands for the query's content: a new object with the same content is the same query.
    [key, userId],
  );
  const [replaced, setReplaced] = useState<ActivityConfig | null>(null);
  // A new load (another id, another member, a refresh) wins over an earlier action's answer.
  useEffect(() => setReplaced(null), [loaded.data]);
  const replace = useCallback((next: ActivityConfig) => setReplaced(next), []);
  return { ...loaded, activity: replaced ?? loaded.data ?? null, replace };
}
