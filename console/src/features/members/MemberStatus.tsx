import styled from 'styled-components';
import type { MemberStatus as Status } from 'shared/contract/console';
import { useTranslation } from 'shared/i18n';
import { NAMESPACE } from '../../setup';

const Badge = styled.span<{ $locked: boolean }>`
  color: ${({ theme, $locked }) => ($locked ? theme.danger : theme.textMuted)};
  font-weight: ${({ $locked }) => ($locked ? 600 : 400)};
`;

export function MemberStatus({ status }: { status: Status }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Badge $locked={status === 'frozen'} data-testid="member-status">
      {t(`members.status.${status}`)}
    </Badge>
  );
}
