import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import { maskRealName } from 'shared/format';
import type { MemberInfo } from 'shared/state';
import { RevealableText } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { AvatarImage } from '../avatar';
import { useIdentityDisplay } from './identity-display';
import { securityLevelKey } from './member-display';

const Card = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1.25rem 2rem;
  padding: 1.25rem 1.5rem;
  background: ${({ theme }) => theme.surface};
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: calc(${({ theme }) => theme.radius} * 1.5);
`;

const Identity = styled.div`
  display: flex;
  align-items: center;
  gap: 0.875rem;
`;

const Name = styled.h2`
  margin: 0 0 0.25rem;
  font-size: 1.125rem;
`;

const Vip = styled.span`
  padding: 0.0625rem 0.5rem;
  border-radius: 999px;
  border: 1px solid ${({ theme }) => theme.accent};
  color: ${({ theme }) => theme.accent};
  font-size: 0.75rem;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
  flex: 1;
  gap: 0.5rem 1.5rem;
  margin: 0;
  div {
    display: flex;
    gap: 0.5rem;
  }
  dt {
    color: ${({ theme }) => theme.textMuted};
  }
  dd {
    margin: 0;
  }
`;

const Status = styled.dd<{ $ok: boolean }>`
  color: ${({ theme, $ok }) => ($ok ? theme.success : theme.warning)};
`;

/**
 * The member-centre header card: who is logged in and how well the account is secured. It sits on
 * every /mine page, so the real name is always masked here; phone and e-mail follow hideRealNumber.
 */
export function MemberCard({ member }: { member: MemberInfo }) {
  const { t } = useTranslation(NAMESPACE);
  const shown = useIdentityDisplay();
  const realName = member.bindRealName ? maskRealName(member.realName) : '';
  const bound = (ok: boolean, value: ReactNode) => (
    <Status $ok={ok}>
      {ok && value}
      {ok && ' '}
      {t(ok ? 'member.bound' : 'member.unbound')}
    </Status>
  );
  return (
    <Card aria-label={t('member.cardLabel')}>
      <Identity>
        <AvatarImage url={member.avatar} name={member.name} />
        <div>
          <Name data-testid="mine-username">{member.name}</Name>
          <Vip aria-label={`${t('member.vipGrade')} ${t('member.vipValue', { grade: member.vipGrade })}`}>
            {t('member.vipValue', { grade: member.vipGrade })}
          </Vip>
        </div>
      </Identity>
      <Facts>
        <div>
          <dt>{t('member.securityLevel')}</dt>
          <Status $ok={member.securityLevel === 3}>{t(securityLevelKey(member.securityLevel))}</Status>
        </div>
        <div>
          <dt>{t('member.registerTime')}</dt>
          <dd>{member.registerTime}</dd>
        </div>
        <div>
          <dt>{t('member.realName')}</dt>
          <dd>
            {realName === '' ? (
              t('member.realNameUnset')
            ) : (
              <RevealableText field="realName" masked={realName} label={t('member.realName')} />
            )}
          </dd>
        </div>
        <div>
          <dt>{t('member.phone')}</dt>
          {bound(
            member.bindPhone,
            <RevealableText field="phone" masked={shown.phone(member.phone)} label={t('member.phone')} />,
          )}
        </div>
        <div>
          <dt>{t('member.email')}</dt>
          {bound(
            member.bindEmail,
            <RevealableText field="email" masked={shown.email(member.email)} label={t('member.email')} />,
          )}
        </div>
      </Facts>
    </Card>
  );
}
