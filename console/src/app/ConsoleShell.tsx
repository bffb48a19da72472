import { Suspense } from 'react';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import { NavLink, Navigate, Route, Routes } from 'shared/router';
import { Button, EmptyState, Muted, Spinner } from 'shared/ui';
import { NAMESPACE } from '../setup';
import { operatorRoles, operatorSessionAtom } from '../lib/operator-session';
import { pagesFor } from './console-pages';
import { useLogout } from './use-logout';
import { useIdleLogout } from './use-idle-logout';

const Layout = styled.div`
  display: grid;
  grid-template-columns: 13rem 1fr;
  min-height: 100vh;
  min-width: 64rem;
`;

const Side = styled.nav`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  padding: 1.25rem 0.75rem;
  background: ${({ theme }) => theme.surface};
  border-right: 1px solid ${({ theme }) => theme.border};
`;

const Brand = styled.div`
  font-weight: 600;
  font-size: 1.0625rem;
  padding: 0 0.75rem 1rem;
`;

const Item = styled(NavLink)`
  display: block;
  padding: 0.625rem 0.75rem;
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme }) => theme.text};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.surfaceAlt};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.primary};
    outline-offset: 1px;
  }
  &.active {
    background: ${({ theme }) => theme.primary};
    color: ${({ theme }) => theme.onPrimary};
  }
`;

const Main = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const Top = styled.header`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: 1rem;
  padding: 0.75rem 1.5rem;
  background: ${({ theme }) => theme.surface};
  border-bottom: 1px solid ${({ theme }) => theme.border};
`;

const Content = styled.main`
  padding: 1.5rem;
`;

/** The logged-in console: the pages the operator's roles allow, their name, logout and idle expiry. */
export function ConsoleShell() {
  const { t } = useTranslation(NAMESPACE);
  const session = useAtomValue(operatorSessionAtom);
  const { logout, busy } = useLogout();
  useIdleLogout(session?.idleTimeoutSeconds ?? null);
  if (!session) return <Navigate to="/login" replace />;
  const pages = pagesFor(operatorRoles(session));
  const roles = session.operator.roles.map((role) => t(`roles.${role}`)).join('、');
  return (
    <Layout>
      <Side aria-label={t('shell.nav')}>
        <Brand>{t('title')}</Brand>
        {pages.map((page) => (
          <Item key={page.key} to={page.path}>
            {t(`pages.${page.key}`)}
          </Item>
        ))}
      </Side>
      <Main>
        <Top>
          <Muted data-testid="console-operator">
            {t('shell.operator', { name: session.operator.displayName, roles })}
          </Muted>
          <Button variant="secondary" onClick={() => void logout()} loading={busy}>
            {t('shell.logout')}
          </Button>
        </Top>
        <Content>
          <Suspense fallback={<Spinner />}>
            <Routes>
              {pages.map((page) => (
                <Route key={page.key} path={page.path} element={<page.component />} />
              ))}
              <Route
                path="*"
                element={pages[0] ? <Navigate to={pages[0].path} replace /> : <EmptyState title={t('shell.noPages')} />}
              />
            </Routes>
          </Suspense>
        </Content>
      </Main>
    </Layout>
  );
}
