import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from 'shared/api';
import { consoleMemberReveal, type MemberProfile } from 'shared/contract/console';
import { formatBeijingTime, formatMoney } from 'shared/format';
import { useTranslation } from 'shared/i18n';
import { useEndpointMutation } from 'shared/query';
import { Muted, PillButton, Row } from 'shared/ui';
import { NAMESPACE } from '../../../setup';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: 8rem 1fr;
  gap: 0.5rem 1rem;
  margin: 1rem 0;
  dt {
    color: ${({ theme }) => theme.textMuted};
  }
  dd {
    margin: 0;
  }
`;

type Field = 'phone' | 'email' | 'realName';

/** The profile, masked, with an audited reveal per contact field, and every wallet's balance. */
export function ProfileTab({ profile }: { profile: MemberProfile }) {
  const { t } = useTranslation(NAMESPACE);
  const reveal = useEndpointMutation(consoleMemberReveal);
  const [shown, setShown] = useState<Partial<Record<Field, string>>>({});
  const masked: Record<Field, string> = {
    phone: profile.phoneMasked,
    email: profile.emailMasked,
    realName: profile.realNameMasked,
  };
  const time = (at: string | null) => (at ? formatBeijingTime(at, 'minute') : '-');

  const contact = (field: Field) => (
    <Row $gap="0.5rem">
      <span data-testid={`member-${field}`}>{shown[field] ?? (masked[field] || '-')}</span>
      {masked[field] !== '' && shown[field] === undefined && (
        <PillButton
          $active={false}
          type="button"
          disabled={reveal.busy}
          aria-label={t('members.revealOne', { field: t(`members.profile.${field}`) })}
          onClick={() => {
            void reveal.run({ memberId: profile.id, field }).then((answer) => {
              if (answer) setShown((before) => ({ ...before, [field]: answer.value }));
            });
          }}
        >
          {t('members.reveal')}
        </PillButton>
      )}
    </Row>
  );

  return (
    <div>
      <Facts>
        <dt>{t('members.profile.realName')}</dt>
        <dd>{contact('realName')}</dd>
        <dt>{t('members.profile.phone')}</dt>
        <dd>{contact('phone')}</dd>
        <dt>{t('members.profile.email')}</dt>
        <dd>{contact('email')}</dd>
        <dt>{t('members.profile.vip')}</dt>
        <dd>VIP{profile.vipGrade}</dd>
        <dt>{t('members.profile.registered')}</dt>
        <dd>
          {time(profile.createdAt)} · {profile.registerIp}
        </dd>
        <dt>{t('members.profile.lastLogin')}</dt>
        <dd>
          {time(profile.lastLoginAt)} · {profile.lastLoginIp ?? '-'}
        </dd>
        <dt>{t('members.profile.sessions')}</dt>
        <dd>{profile.liveSessions}</dd>
      </Facts>
      {reveal.failure !== null && <Muted role="alert">{errorMessage(reveal.failure, t('members.reveal'))}</Muted>}
      <h2>{t('members.balances.title')}</h2>
      <Facts data-testid="member-balances">
        <dt>{t('members.balances.center')}</dt>
        <dd>{formatMoney(profile.balances.center)}</dd>
        <dt>{t('members.balances.locked')}</dt>
        <dd>{formatMoney(profile.balances.locked)}</dd>
        <dt>USDT</dt>
        <dd>{profile.balances.usdt}</dd>
        {profile.balances.venues.map((venue) => (
          <div key={venue.venueId} style={{ display: 'contents' }}>
            <dt>{venue.name}</dt>
            <dd>{formatMoney(venue.balance)}</dd>
          </div>
        ))}
      </Facts>
    </div>
  );
}
