import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import type { MemberInfo } from 'shared/state';
import { NAMESPACE } from '../../setup';
import { securityLevelKey } from '../member';

const Bar = styled.span<{ $level: number }>`
  display: inline-block;
  width: 8rem;
  height: 0.5rem;
  border-radius: 999px;
  background: ${({ theme }) => theme.surfaceAlt};
  overflow: hidden;
  &::after {
    content: '';
    display: block;
    height: 100%;
    width: ${({ $level }) => ($level / 3) * 100}%;
    background: ${({ theme, $level }) => ($level === 3 ? theme.success : $level === 2 ? theme.warning : theme.danger)};
  }
`;

/** 安全等级 低/中/高 with a bar a third, two thirds or fully filled. */
export function SecurityLevel({ level }: { level: MemberInfo['securityLevel'] }) {
  const { t } = useTranslation(NAMESPACE);
  const name = t(securityLevelKey(level));
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: '0.5rem' }}>
      <Bar
        $level={level}
        role="meter"
        aria-label={t('profile.securityLevel')}
        aria-valuemin={1}
        aria-valuemax={3}
        aria-valuenow={level}
        aria-valuetext={name}
      />
      <span data-testid="security-level">{name}</span>
    </span>
  );
}
