import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import type { MemberInfo } from 'shared/state';
import { NAMESPACE } from '../../setup';
import { AvatarImage } from '../avatar';
import { AvatarPicker } from '../avatar';
import { BindStates } from './BindStates';
import { Panel } from './profile-styles';
import { SecurityLevel } from './SecurityLevel';

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1rem 1.5rem;
`;

const AvatarButton = styled.button`
  position: relative;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: none;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.primary};
    outline-offset: 3px;
  }
`;

const Change = styled.span`
  display: block;
  margin-top: 0.25rem;
  color: ${({ theme }) => theme.primary};
  font-size: 0.75rem;
  text-align: center;
`;

const Facts = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  strong {
    font-size: 1.0625rem;
  }
`;

/** 个人资料's head: the avatar (press to change it), the username and 安全等级, and the bind states. */
export function ProfileSummary({ member }: { member: MemberInfo }) {
  const { t } = useTranslation(NAMESPACE);
  const [picking, setPicking] = useState(false);
  return (
    <Panel aria-labelledby="profile-title">
      <h2 id="profile-title">{t('profile.title')}</h2>
      <Top>
        <AvatarButton type="button" aria-label={t('avatar.change')} onClick={() => setPicking(true)}>
          <AvatarImage url={member.avatar} name={member.name} size="4.5rem" />
          <Change aria-hidden>{t('avatar.change')}</Change>
        </AvatarButton>
        <Facts>
          <strong>{member.name}</strong>
          <span style={{ display: 'inline-flex', gap: '0.75rem', alignItems: 'center' }}>
            {t('profile.securityLevel')}
            <SecurityLevel level={member.securityLevel} />
          </span>
        </Facts>
      </Top>
      <BindStates member={member} />
      <AvatarPicker open={picking} currentUrl={member.avatar} onClose={() => setPicking(false)} />
    </Panel>
  );
}
