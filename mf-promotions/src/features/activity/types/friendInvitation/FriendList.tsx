import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import { formatBeijingTime } from 'shared/format';
import { NAMESPACE } from '../../../../setup';
import type { InvitedFriend } from './invitation-detail';
import { maskFriendName } from './mask-friend-name';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.8125rem;
  caption {
    text-align: left;
    font-weight: 600;
    padding-bottom: 0.5rem;
  }
  th,
  td {
    padding: 0.5rem;
    text-align: left;
    border-bottom: 1px solid ${({ theme }) => theme.border};
  }
  thead th {
    font-weight: 400;
    color: ${({ theme }) => theme.textMuted};
  }
`;

const Tag = styled.span<{ $on: boolean }>`
  color: ${({ theme, $on }) => ($on ? theme.success : theme.textMuted)};
`;

const Empty = styled.p`
  margin: 0;
  padding: 1.5rem 0;
  text-align: center;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.textMuted};
`;

/** The registered date of a friend, a Beijing calendar day. */
function registeredDay(at: string): string {
  return formatBeijingTime(at).slice(0, 10);
}

/** The friends the member invited: masked names, when they joined, whether they deposited and paid. */
export function FriendList({ friends }: { friends: readonly InvitedFriend[] }) {
  const { t } = useTranslation(NAMESPACE);
  if (friends.length === 0) {
    return (
      <Empty role="status" data-testid="invite-friends-empty">
        {t('invite.friends.empty')}
      </Empty>
    );
  }
  return (
    <Table data-testid="invite-friends">
      <caption>{t('invite.friends.title', { count: friends.length })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('invite.friends.name')}</th>
          <th scope="col">{t('invite.friends.registered')}</th>
          <th scope="col">{t('invite.friends.deposit')}</th>
          <th scope="col">{t('invite.friends.reward')}</th>
        </tr>
      </thead>
      <tbody>
        {friends.map((friend, index) => (
          <tr key={`${friend.name}-${friend.registeredAt}-${index}`} data-testid="invite-friend">
            <th scope="row">{maskFriendName(friend.name)}</th>
            <td>
              <time dateTime={friend.registeredAt}>{registeredDay(friend.registeredAt)}</time>
            </td>
            <td>
              <Tag $on={friend.deposited}>
                {friend.deposited ? t('invite.friends.deposited') : t('invite.friends.notDeposited')}
              </Tag>
            </td>
            <td>
              <Tag $on={friend.rewarded}>
                {friend.rewarded
                  ? t('invite.friends.rewarded')
                  : friend.deposited
                    ? t('invite.friends.pending')
                    : t('invite.friends.none')}
              </Tag>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
