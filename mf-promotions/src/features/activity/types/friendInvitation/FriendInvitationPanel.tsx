import styled from 'styled-components';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'shared/i18n';
import { bus } from 'shared/bus';
import { formatMoney } from 'shared/format';
import { isLoggedInAtom } from 'shared/state';
import { Button } from 'shared/ui';
import { NAMESPACE } from '../../../../setup';
import { InviteDetails } from '../../../invite';
import type { PanelProps } from '../../panel-props';
import { FriendList } from './FriendList';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  h2 {
    margin: 0;
    font-size: 1rem;
  }
`;

const Rule = styled.p`
  margin: 0;
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.surfaceAlt};
  font-size: 0.875rem;
`;

const Earned = styled.p`
  margin: 0;
  font-size: 0.875rem;
  strong {
    color: ${({ theme }) => theme.accent};
    font-size: 1.25rem;
  }
`;

const Note = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.textMuted};
`;

/**
 * friendInvitation: the member's invite code, link and QR code, the reward rule, the friends invited
 * and what they earned the member. Nothing here pays: the reward follows a friend's first deposit.
 */
export function FriendInvitationPanel({ activity }: PanelProps<'friendInvitation'>) {
  const { t } = useTranslation(NAMESPACE);
  const member = useAtomValue(isLoggedInAtom);
  const { detail } = activity;
  const rule = t('invite.rule', {
    reward: formatMoney(detail.rewardPerFriend),
    min: formatMoney(detail.minFriendDeposit),
  });

  return (
    <Section aria-labelledby="invite-title" data-testid="friend-invitation-panel">
      <h2 id="invite-title">{t('invite.title')}</h2>
      <Rule data-testid="invite-rule">{rule}</Rule>
      {!member ? (
        <Button block data-testid="activity-login" onClick={() => bus.emit('ui:login-tips')}>
          {t('invite.login')}
        </Button>
      ) : (
        <>
          {/* A member's answer without an invite: the server could not issue one yet. */}
          {detail.invite ? (
            <InviteDetails invite={detail.invite} linkLabel={t('invite.link')} qrLabel={t('invite.qr')} />
          ) : (
            <Note role="status">{t('invite.unavailable')}</Note>
          )}
          <Earned data-testid="invite-earned">
            {t('invite.earned')} <strong>{formatMoney(detail.earned)}</strong>
          </Earned>
          <FriendList friends={detail.friends} />
        </>
      )}
    </Section>
  );
}
