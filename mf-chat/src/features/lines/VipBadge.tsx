import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import type { ChatRole } from 'shared/contract';
import { NAMESPACE } from '../../setup';

const Badge = styled.span<{ $agent: boolean }>`
  flex: none;
  padding: 0 0.3rem;
  border-radius: 3px;
  font-size: 0.625rem;
  font-weight: 700;
  line-height: 1rem;
  color: ${({ theme, $agent }) => ($agent ? theme.onPrimary : theme.accent)};
  background: ${({ theme, $agent }) => ($agent ? theme.primary : 'transparent')};
  border: 1px solid ${({ theme, $agent }) => ($agent ? theme.primary : theme.accent)};
`;

/** VIP{n} beside a member's name (none for VIP0), or 客服 for the site's agents. */
export function VipBadge({ role, vipLevel }: { role: ChatRole; vipLevel: number }) {
  const { t } = useTranslation(NAMESPACE);
  if (role === 'agent') return <Badge $agent>{t('room.agent')}</Badge>;
  if (vipLevel <= 0) return null;
  return <Badge $agent={false}>{t('room.vip', { level: vipLevel })}</Badge>;
}
