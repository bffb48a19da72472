import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { Link } from 'shared/router';
import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import { bus } from 'shared/bus';
import { includesRemote } from 'shared/config';
import { unreadTotal } from 'shared/contract';
import { hrefFor, useServedRoutes } from 'shared/routes';
import { isLoggedInAtom, memberAtom, unreadCountsAtom, useBrand } from 'shared/state';
import { Button, textOn } from 'shared/ui';
import { WhenVerticalOn } from '../killswitch/VerticalGate';
import { NAMESPACE } from '../setup';
import { LazyHeaderBalance } from './balance/LazyHeaderBalance';
import { logOut } from '../session/log-out';

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
`;

/** Sits at the start of the top strip, whose other items align right. */
const SessionRow = styled(Row)`
  margin-right: auto;
`;

const Name = styled.span`
  font-weight: 600;
`;

/** The member's avatar beside the greeting; decorative, the name follows it. */
const Avatar = styled.img`
  width: 1.75rem;
  height: 1.75rem;
  border-radius: 50%;
  object-fit: cover;
`;

const MineLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
  color: ${({ theme }) => theme.primary};
  &:hover {
    text-decoration: underline;
  }
`;

const Badge = styled.span`
  min-width: 1.25rem;
  padding: 0 0.375rem;
  border-radius: 999px;
  background: ${({ theme }) => theme.danger};
  color: ${({ theme }) => textOn(theme.danger)};
  font-size: 0.75rem;
  text-align: center;
`;

/** Login and register for visitors; balance (mf-wallet) and the member centre with its unread count for members. */
export function HeaderUser() {
  const { t } = useTranslation(NAMESPACE);
  const brand = useBrand();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const unread = useAtomValue(unreadCountsAtom);
  const served = useServedRoutes();

  if (!loggedIn) {
    return (
      <Row>
        <Button
          variant="secondary"
          onClick={() => bus.emit('auth:request', { kind: 'login' })}
          data-testid="header-login"
        >
          {t('header.login')}
        </Button>
        <Button onClick={() => bus.emit('auth:request', { kind: 'register' })} data-testid="header-register">
          {t('header.register')}
        </Button>
      </Row>
    );
  }

  const total = unread ? unreadTotal(unread) : 0;
  return (
    <Row>
      {includesRemote(brand, 'wallet') && (
        <WhenVerticalOn vertical="wallet">
          <LazyHeaderBalance />
        </WhenVerticalOn>
      )}
      {served.isServed('mine') && (
        <MineLink to={hrefFor('mine')}>
          {t('header.mine')}
          {total > 0 && (
            <Badge aria-label={t('header.unread', { count: total })} data-testid="unread-total">
              {total}
            </Badge>
          )}
        </MineLink>
      )}
    </Row>
  );
}

/** The member's greeting and logout, in the top strip. */
export function HeaderSession() {
  const { t } = useTranslation(NAMESPACE);
  const loggedIn = useAtomValue(isLoggedInAtom);
  const member = useAtomValue(memberAtom);
  const [leaving, setLeaving] = useState(false);
  if (!loggedIn) return null;

  const signOut = async () => {
    setLeaving(true);
    await logOut();
    setLeaving(false);
    bus.emit('ui:toast', { message: t('header.loggedOut'), kind: 'success' });
  };

  return (
    <SessionRow>
      {member && member.avatar !== '' && (
        // Keyed on the address: a new avatar gets a fresh element, un-hidden if the old one failed.
        <Avatar
          key={member.avatar}
          src={member.avatar}
          alt=""
          data-testid="header-avatar"
          onError={(event) => {
            event.currentTarget.hidden = true;
          }}
        />
      )}
      {member && <Name data-testid="header-username">{t('header.hello', { name: member.name })}</Name>}
      <Button variant="ghost" onClick={() => void signOut()} loading={leaving}>
        {t('header.logout')}
      </Button>
    </SessionRow>
  );
}
