import { Activity, useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'shared/router';
import { bus } from 'shared/bus';
import { appStore, memberAtom, type MemberInfo } from 'shared/state';
import { serveForTest } from '../pages/render-page';
import { PlatformProviders } from 'shared/ui';
import '../setup';
import { RequireBoundPhone } from './RequireBoundPhone';
import { fakeMember } from 'shared/testing/fake-member';

const member: MemberInfo = fakeMember({
  userId: '1',
  realName: '张三',
  phone: '138****5678',
  bindPhone: true,
  bindRealName: true,
  registerTime: '2025-01-01 00:00:00',
  securityLevel: 2,
});

/** The auth page's stand-in: says where the guard sent the member. */
function AuthPageStandIn() {
  const { search, hash } = useLocation();
  return <p data-testid="auth-landing">{`身份认证${search}${hash}`}</p>;
}

function visitBankCardPage() {
  render(
    <PlatformProviders>
      <MemoryRouter initialEntries={['/mine/addBankCard']}>
        <Routes>
          <Route
            path="/mine/addBankCard"
            element={
              <RequireBoundPhone>
                <p>添加银行卡</p>
              </RequireBoundPhone>
            }
          />
          <Route path="/mine/auth" element={<AuthPageStandIn />} />
          <Route path="/mine" element={<p>会员中心</p>} />
        </Routes>
      </MemoryRouter>
    </PlatformProviders>,
  );
}

beforeEach(() => {
  appStore.set(memberAtom, null);
  serveForTest('mine', 'auth', 'addBankCard');
});

describe('RequireBoundPhone', () => {
  it('lets a member with phone and real name through', () => {
    appStore.set(memberAtom, member);
    visitBankCardPage();
    expect(screen.getByText('添加银行卡')).toBeInTheDocument();
  });

  it.each([
    ['no phone', { bindPhone: false }, '身份认证?bind=phone'],
    ['no phone and no real name', { bindPhone: false, bindRealName: false }, '身份认证?bind=phone'],
    ['no real name', { bindRealName: false }, '身份认证#realName'],
  ])('sends a member with %s to that section of the auth page, with the tip', (_case, missing, landing) => {
    const tip = vi.fn();
    const off = bus.on('ui:tips-dialog', tip);
    appStore.set(memberAtom, { ...member, ...missing });
    visitBankCardPage();
    off();
    expect(screen.getByTestId('auth-landing')).toHaveTextContent(landing);
    expect(tip).toHaveBeenCalledWith({ msg: expect.stringContaining('请先绑定手机号码并完善真实姓名') });
  });

  it('sends the member to the member centre with a tip while the brand serves no auth page', () => {
    serveForTest('mine', 'addBankCard');
    const tip = vi.fn();
    const off = bus.on('ui:tips-dialog', tip);
    appStore.set(memberAtom, { ...member, bindPhone: false });
    visitBankCardPage();
    off();
    expect(screen.getByText('会员中心')).toBeInTheDocument();
    expect(tip).toHaveBeenCalledWith({ msg: expect.stringContaining('请先绑定手机号码并完善真实姓名') });
  });

  it('decides on the profile as it is when a kept page is shown again, not on the one it was kept with', () => {
    const tip = vi.fn();
    const off = bus.on('ui:tips-dialog', tip);
    appStore.set(memberAtom, { ...member, bindPhone: false, bindRealName: false });
    /** A kept-alive tab: rendered hidden with the unbound profile, shown after the member bound it. */
    function KeptTab() {
      const [shown, setShown] = useState(false);
      return (
        <>
          <button onClick={() => setShown(true)}>显示</button>
          <Activity mode={shown ? 'visible' : 'hidden'}>
            <RequireBoundPhone>
              <p>添加银行卡</p>
            </RequireBoundPhone>
          </Activity>
        </>
      );
    }
    render(
      <PlatformProviders>
        <MemoryRouter initialEntries={['/mine/addBankCard']}>
          <Routes>
            <Route path="/mine/addBankCard" element={<KeptTab />} />
            <Route path="/mine/auth" element={<AuthPageStandIn />} />
          </Routes>
        </MemoryRouter>
      </PlatformProviders>,
    );
    act(() => appStore.set(memberAtom, member));
    fireEvent.click(screen.getByRole('button', { name: '显示' }));
    off();
    expect(screen.getByText('添加银行卡')).toBeVisible();
    expect(screen.queryByTestId('auth-landing')).toBeNull();
    expect(tip).not.toHaveBeenCalled();
  });

  it('waits while the profile loads', () => {
    visitBankCardPage();
    expect(screen.getByRole('status')).toHaveTextContent('加载中');
  });
});
