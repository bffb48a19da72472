import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, useLocation, useNavigate, useOutlet } from 'shared/router';
import { bus } from 'shared/bus';
import { appStore, memberAtom, type MemberInfo } from 'shared/state';
import { PlatformProviders } from 'shared/ui';
import '../setup';
import { serveForTest } from '../pages/render-page';
import { KeepAliveOutlet } from '../navigation/KeepAliveOutlet';
import { RefuseRouteContext } from '../navigation/refuse-route-context';
import { deepestHandle, handleFor } from '../navigation/route-handle';
import { RouteTable, useRouteMatches } from '../navigation/route-table';
import { TabBar } from '../navigation/TabBar';
import { useTabList } from '../navigation/use-tab-list';
import { RequireBoundPhone } from './RequireBoundPhone';
import { fakeMember } from 'shared/testing/fake-member';

const unbound: MemberInfo = fakeMember({ userId: '1', name: 'new2025', registerTime: '2025-01-01 00:00:00' });

/** The shell's tab machinery and the guards' line to it (layout/Shell), without header and remotes. */
function Layout() {
  const location = useLocation();
  const outlet = useOutlet();
  const handle = deepestHandle(useRouteMatches());
  const { tabs, close, refuse } = useTabList({ handle, location, element: outlet, blocked: false, loggedIn: true });
  return (
    <>
      <TabBar tabs={tabs} activeKey={location.pathname} onClose={close} />
      <RefuseRouteContext value={refuse}>
        <KeepAliveOutlet tabs={tabs} activeKey={location.pathname} live={outlet} />
      </RefuseRouteContext>
      <p data-testid="address">{location.pathname + location.search}</p>
    </>
  );
}

function visit(start: string) {
  let navigate: ReturnType<typeof useNavigate> | null = null;
  function Navigator() {
    navigate = useNavigate();
    return null;
  }
  render(
    <PlatformProviders withGlobalStyle={false}>
      <MemoryRouter initialEntries={[start]}>
        <RouteTable
          routes={[
            {
              path: '/',
              element: <Layout />,
              children: [
                { path: 'mine/userinfo', element: <p>个人资料页</p>, handle: handleFor('userinfo') },
                { path: 'mine/auth', element: <p>身份认证页</p>, handle: handleFor('auth') },
                {
                  path: 'mine/addBankCard',
                  element: (
                    <RequireBoundPhone>
                      <p>添加银行卡页</p>
                    </RequireBoundPhone>
                  ),
                  handle: handleFor('addBankCard'),
                },
              ],
            },
          ]}
        />
        <Navigator />
      </MemoryRouter>
    </PlatformProviders>,
  );
  return (path: string) =>
    act(async () => {
      await navigate?.(path);
    });
}

beforeEach(() => {
  serveForTest('userinfo', 'auth', 'addBankCard');
  appStore.set(memberAtom, unbound);
});

describe('the bound-phone guard under kept-alive tabs', () => {
  it('leaves no tab for the refused page, and decides again on the current profile when it is opened again', async () => {
    const tip = vi.fn();
    const off = bus.on('ui:tips-dialog', tip);
    const go = visit('/mine/userinfo');
    await go('/mine/addBankCard');
    expect(screen.getByTestId('address')).toHaveTextContent('/mine/auth?bind=phone');
    expect(tip).toHaveBeenCalledTimes(1);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['个人资料', '安全中心']);

    // Phone and real name bound on the auth page.
    act(() =>
      appStore.set(memberAtom, {
        ...unbound,
        bindPhone: true,
        bindRealName: true,
        phone: '137****1111',
        realName: '张三',
      }),
    );
    await go('/mine/userinfo');
    await go('/mine/addBankCard');
    off();
    expect(screen.getByTestId('address')).toHaveTextContent('/mine/addBankCard');
    expect(screen.getByText('添加银行卡页')).toBeInTheDocument();
    expect(tip).toHaveBeenCalledTimes(1);
  });
});
