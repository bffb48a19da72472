import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'shared/i18n';
import { errorMessage, isApiError } from 'shared/api';
import { joinActivity, promotionVerification, type ActivityConfig } from 'shared/contract';
import { fetchEndpoint, useMoneyMutation } from 'shared/query';
import { NAMESPACE } from '../../setup';

/** 6009: the member has joined already (a second tab, a double press that reached the server). */
const ALREADY_JOINED = 6009;

export interface JoinState {
  join: () => Promise<void>;
  busy: boolean;
  /** Why the member could not join, as the server words it. */
  error: string | null;
}

/**
 * 立即参加: the eligibility check first, so an ineligible member reads the reason without a failed join;
 * then the join, whose answer is the activity as it now is for the member. A join may pay (a joining
 * bonus), so it is a money call: one request id per press, and money figures refetch after it.
 */
export function useJoin(activity: ActivityConfig, onChange: (next: ActivityConfig) => void): JoinState {
  const { t } = useTranslation(NAMESPACE);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const running = useRef(false);
  const joinCall = useMoneyMutation(joinActivity).call;

  const join = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setError(null);
    try {
      const check = await fetchEndpoint(promotionVerification, { activityId: activity.id });
      if (!check.eligible) {
        setError(check.message || t('activity.join.notEligible'));
        return;
      }
      onChange(await joinCall({ activityId: activity.id }));
    } catch (caught) {
      setError(errorMessage(caught, t('activity.join.failed')));
      // The server has the join already: the page shows 已参加 along with its message.
      if (isApiError(caught) && caught.code === ALREADY_JOINED) onChange({ ...activity, joined: true });
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, [activity, joinCall, onChange, t]);

  return { join, busy, error };
}
