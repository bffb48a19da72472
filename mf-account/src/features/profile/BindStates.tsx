import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import { Link } from 'shared/router';
import { hrefFor, useServedRoutes } from 'shared/routes';
import type { MemberInfo } from 'shared/state';
import { NAMESPACE } from '../../setup';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem 2rem;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: inline-flex;
    gap: 0.5rem;
  }
`;

const Done = styled.span`
  color: ${({ theme }) => theme.success};
`;

/** 绑定手机 / 绑定邮箱 / 绑定银行卡: 已绑定, or 去绑定 where a served page does it. */
export function BindStates({ member }: { member: MemberInfo }) {
  const { t } = useTranslation(NAMESPACE);
  const served = useServedRoutes();
  const items = [
    { key: 'phone', bound: member.bindPhone, to: served.isServed('auth') ? `${hrefFor('auth')}#phone` : null },
    { key: 'email', bound: member.bindEmail, to: served.isServed('auth') ? `${hrefFor('auth')}#email` : null },
    { key: 'bankCard', bound: member.bindBankCard, to: served.isServed('addBankCard') ? hrefFor('addBankCard') : null },
  ] as const;
  return (
    <List aria-label={t('profile.bind.label')}>
      {items.map((item) => (
        <li key={item.key}>
          <span>{t(`profile.bind.${item.key}`)}</span>
          {item.bound ? (
            <Done>{t('profile.bind.done')}</Done>
          ) : item.to ? (
            <Link to={item.to} aria-label={`${t(`profile.bind.${item.key}`)} ${t('profile.bind.go')}`}>
              {t('profile.bind.go')}
            </Link>
          ) : (
            <span>{t('profile.bind.none')}</span>
          )}
        </li>
      ))}
    </List>
  );
}
