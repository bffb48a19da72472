import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { appStore, memberAtom, type MemberInfo } from 'shared/state';
import { PlatformProviders } from 'shared/ui';
import '../setup';
import { RequireBoundPhone } from './RequireBoundPhone';

const member: MemberInfo = {
  userId: '1',
  name: 'demo888',
  realName: '张三',
  phone: '138****5678',
  email: '',
  bindPhone: true,
  bindRealName: true,
  bindEmail: false,
  bindBankCard: false,
  hasSecondPassword: false,
  gender: 0,
  birthday: '',
  registerTime: '2025-01-01 00:00:00',
  avatar: '',
  vipGrade: 0,
  securityLevel: 2,
};

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
          <Route path="/mine/auth" element={<p>身份认证</p>} />
        </Routes>
      </MemoryRouter>
    </PlatformProviders>,
  );
}

beforeEach(() => appStore.set(memberAtom, null));

describe('RequireBoundPhone', () => {
  it('lets a member with phone and real name through', () => {
    appStore.set(memberAtom, member);
    visitBankCardPage();
    expect(screen.getByText('添加银行卡')).toBeInTheDocument();
  });

  it.each([
    ['no phone', { bindPhone: false }],
    ['no real name', { bindRealName: false }],
  ])('sends a member with %s to the auth page', (_case, missing) => {
    appStore.set(memberAtom, { ...member, ...missing });
    visitBankCardPage();
    expect(screen.getByText('身份认证')).toBeInTheDocument();
  });

  it('waits while the profile loads', () => {
    visitBankCardPage();
    expect(screen.getByRole('status')).toHaveTextContent('加载中');
  });
});
