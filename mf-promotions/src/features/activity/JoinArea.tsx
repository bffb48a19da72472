import styled from 'styled-components';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'shared/i18n';
import { bus } from 'shared/bus';
import type { ActivityConfig } from 'shared/contract';
import { isLoggedInAtom } from 'shared/state';
import { Button } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { ActionError } from './ActionError';
import { useJoin } from './use-join';

const Area = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
  margin: 1rem 0;
`;

/** 参加活动 for activities that ask members to join: 登录后参加, 立即参加, or 已参加. */
export function JoinArea({
  activity,
  onChange,
}: {
  activity: ActivityConfig;
  onChange: (next: ActivityConfig) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const loggedIn = useAtomValue(isLoggedInAtom);
  const { join, busy, error } = useJoin(activity, onChange);
  if (!activity.requiresJoin) return null;

  let action;
  if (!loggedIn) {
    action = <Button onClick={() => bus.emit('ui:login-tips')}>{t('activity.join.login')}</Button>;
  } else if (activity.joined === true) {
    action = (
      <Button disabled variant="secondary">
        {t('activity.join.joined')}
      </Button>
    );
  } else if (activity.status === 'ended') {
    action = (
      <Button disabled variant="secondary">
        {t('activity.status.ended')}
      </Button>
    );
  } else {
    action = (
      <Button loading={busy} disabled={busy} onClick={() => void join()}>
        {t('activity.join.now')}
      </Button>
    );
  }

  return (
    <Area data-testid="activity-join">
      {action}
      {error && <ActionError role="alert">{error}</ActionError>}
    </Area>
  );
}
