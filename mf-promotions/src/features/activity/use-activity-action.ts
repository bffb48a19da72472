import { useCallback, useRef } from 'react';
import { useTranslation } from 'shared/i18n';
import type { TFunction } from 'i18next';
import { errorMessage } from 'shared/api';
import { bus } from 'shared/bus';
import { confirmInfo, type ActivityConfig, type RequestOf, type ResponseOf } from 'shared/contract';
import { formatMoney } from 'shared/format';
import { useMoneyMutation } from 'shared/query';
import { NAMESPACE } from '../../setup';

type ConfirmInfoRequest = RequestOf<typeof confirmInfo>;
/** Omit applied to each member of a union, so the action's own fields survive. */
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** What a panel asks of promotion/confirmInfo; the hook adds the activity's id. */
export type ConfirmInfoAction = DistributiveOmit<ConfirmInfoRequest, 'activityId'>;
export type ConfirmInfoResult = ResponseOf<typeof confirmInfo>;

export interface RunOptions {
  /**
   * false: the panel announces the reward itself (announceReward) when it is ready to show it — the
   * draw, whose lights must stop on the prize before the page tells it.
   */
  announceReward?: boolean;
}

export interface ActivityAction {
  /** Sends the action once per press; answers null when it failed (see `error`) or a call already runs. */
  run: (action: ConfirmInfoAction, options?: RunOptions) => Promise<ConfirmInfoResult | null>;
  busy: boolean;
  /** The server's message for the last failed press, until the next press. */
  error: string | null;
}

/** A toast says how much came in (the money call itself has the header's balance refetched). */
export function announceReward(result: ConfirmInfoResult, t: TFunction): void {
  if (!result.reward || result.reward.amount <= 0) return;
  bus.emit('ui:toast', {
    message: t('activity.action.rewarded', { amount: formatMoney(result.reward.amount) }),
    kind: 'success',
  });
}

/**
 * promotion/confirmInfo is a money call, idempotent by the request id (useMoneyMutation): one id per
 * press, and a retry of the same action after a lost answer (network error, timeout) sends the same id
 * again so a reward is never paid twice.
 */
export function useActivityAction(activity: ActivityConfig, onChange: (next: ActivityConfig) => void): ActivityAction {
  const { t } = useTranslation(NAMESPACE);
  const confirm = useMoneyMutation(confirmInfo);
  const send = confirm.run;
  const latest = useRef({ activityId: activity.id, onChange, t });
  latest.current = { activityId: activity.id, onChange, t };

  const run = useCallback(
    async (action: ConfirmInfoAction, options: RunOptions = {}): Promise<ConfirmInfoResult | null> => {
      const result = await send({ ...action, activityId: latest.current.activityId } as ConfirmInfoRequest);
      if (!result) return null;
      const { onChange: change, t: translate } = latest.current;
      change(result.activity);
      if (options.announceReward !== false) announceReward(result, translate);
      return result;
    },
    [send],
  );

  const error = confirm.failure === null ? null : errorMessage(confirm.failure, t('activity.action.failed'));
  return { run, busy: confirm.busy, error };
}
