import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from 'shared/api';
import { bindOther, type RequestOf } from 'shared/contract';
import { hrefFor } from 'shared/routes';
import { appStore, brandAtom, memberAtom, type MemberInfo } from 'shared/state';
import { DialogHost } from 'shared/ui';
import { parseBrandConfig } from 'shared/config';
import { fakeEndpoints } from 'shared/testing/fake-endpoints';
import { renderWithProviders, resetPlatformState, signInForTest } from 'shared/testing/render';
import UserInfoPage from '../../exposes/UserInfoPage';
import { newMember, serveMine } from '../../testing/test-member';

function renderProfile(route: string = hrefFor('userinfo')) {
  return renderWithProviders(
    <>
      <UserInfoPage />
      <DialogHost />
    </>,
    { route },
  );
}

/** Answers bindOther like the server: the member with the sent fields set. */
function stubBindOther(answer?: (body: RequestOf<typeof bindOther>) => MemberInfo) {
  return fakeEndpoints({
    bindOther: (body) => {
      if (answer) return answer(body);
      return {
        ...newMember,
        ...(body.realName ? { realName: body.realName, bindRealName: true } : {}),
        ...(body.gender ? { gender: body.gender } : {}),
        ...(body.birthday ? { birthday: body.birthday } : {}),
      };
    },
  });
}

function setBrandFlags(flags: { hideRealNumber?: boolean; birthdayDescription?: boolean }) {
  const parsed = parseBrandConfig({
    brand: 't',
    siteId: '1',
    siteName: '测试',
    apiBaseUrl: 'http://127.0.0.1:1',
    chatSocketUrl: 'ws://127.0.0.1:1',
    remotes: {},
    flags,
  });
  if (!parsed.ok) throw new Error(parsed.message);
  appStore.set(brandAtom, parsed.config);
}

beforeEach(() => {
  resetPlatformState();
  appStore.set(brandAtom, null);
  signInForTest();
  serveMine('userinfo', 'auth', 'addBankCard');
});
afterEach(() => vi.restoreAllMocks());

describe('the profile page', () => {
  it('shows the security level, bind states with their links, and the account rows', () => {
    appStore.set(memberAtom, { ...newMember, bindPhone: true, phone: '138****5678', hasSecondPassword: true });
    renderProfile();
    expect(screen.getByRole('meter', { name: '安全等级' })).toHaveAttribute('aria-valuetext', '低');
    const binds = screen.getByRole('list', { name: '绑定状态' });
    expect(within(binds).getByText('已绑定')).toBeInTheDocument();
    expect(within(binds).getByRole('link', { name: '绑定邮箱 去绑定' })).toHaveAttribute(
      'href',
      `${hrefFor('auth')}#email`,
    );
    expect(within(binds).getByRole('link', { name: '绑定银行卡 去绑定' })).toHaveAttribute(
      'href',
      hrefFor('addBankCard'),
    );
    expect(screen.getByText('2024-03-01')).toBeInTheDocument();
    expect(screen.getByText('138****5678')).toBeInTheDocument();
    expect(screen.getByTestId('second-password-state')).toHaveTextContent('已设置');
    expect(screen.getAllByRole('link', { name: '修改' }).map((link) => link.getAttribute('href'))).toEqual([
      `${hrefFor('auth')}#password`,
      `${hrefFor('auth')}#withdraw`,
    ]);
  });

  it('offers no bank-card link where that page is not served', () => {
    serveMine('userinfo', 'auth');
    appStore.set(memberAtom, newMember);
    renderProfile();
    expect(screen.queryByRole('link', { name: '绑定银行卡 去绑定' })).not.toBeInTheDocument();
  });

  it('refuses a bad real name and an under-18 birthday without calling the server', () => {
    const request = stubBindOther();
    appStore.set(memberAtom, newMember);
    renderProfile();
    fireEvent.change(screen.getByRole('textbox', { name: '真实姓名' }), { target: { value: '张3' } });
    const lastYear = `${new Date().getFullYear() - 1}-01-01`;
    fireEvent.change(screen.getByLabelText('生日'), { target: { value: lastYear } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(screen.getByText('请输入正确的名字')).toBeInTheDocument();
    expect(screen.getByText('您的年龄未满18岁，无法进行游戏')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(request).not.toHaveBeenCalled();
  });

  it('asks for a birthday when nothing is filled', () => {
    appStore.set(memberAtom, newMember);
    renderProfile();
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请输入生日');
  });

  it('saves after the confirm dialog, then shows the fields fixed', async () => {
    const request = stubBindOther();
    appStore.set(memberAtom, newMember);
    renderProfile();
    fireEvent.change(screen.getByRole('textbox', { name: '真实姓名' }), { target: { value: '张小明' } });
    fireEvent.click(screen.getByRole('radio', { name: '女' }));
    fireEvent.change(screen.getByLabelText('生日'), { target: { value: '1990-05-18' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));

    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('提交后将无法修改');
    expect(request).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: '确认保存' })));

    expect(request).toHaveBeenCalledWith(bindOther, { realName: '张小明', gender: 2, birthday: '1990-05-18' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('textbox', { name: '真实姓名' })).not.toBeInTheDocument();
    expect(screen.getByTestId('profile-real-name')).toHaveTextContent('张小明');
    expect(screen.getByText('女')).toBeInTheDocument();
    expect(screen.getByText('1990-05-18')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '保存' })).not.toBeInTheDocument();
    expect(appStore.get(memberAtom)?.bindRealName).toBe(true);
  });

  it('sends nothing when the confirm dialog is cancelled', () => {
    const request = stubBindOther();
    appStore.set(memberAtom, newMember);
    renderProfile();
    fireEvent.change(screen.getByRole('textbox', { name: '真实姓名' }), { target: { value: '张三' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '取消' }));
    expect(request).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: '真实姓名' })).toHaveValue('张三');
  });

  it('shows the server refusal and keeps the fields editable', async () => {
    stubBindOther(() => {
      throw new ApiError({ kind: 'business', code: 6007, message: '请输入正确的名字', path: bindOther.path });
    });
    appStore.set(memberAtom, newMember);
    renderProfile();
    fireEvent.change(screen.getByRole('textbox', { name: '真实姓名' }), { target: { value: '张三' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await act(async () =>
      fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '确认保存' })),
    );
    expect(await screen.findByText('请输入正确的名字')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '真实姓名' })).toBeEnabled();
  });

  it('focuses the real-name field when 去完善 lands on #realName', () => {
    appStore.set(memberAtom, newMember);
    renderProfile(`${hrefFor('userinfo')}#realName`);
    expect(screen.getByRole('textbox', { name: '真实姓名' })).toHaveFocus();
  });

  it('masks the real name, phone and e-mail when the brand hides them, and shows the birthday note', () => {
    setBrandFlags({ hideRealNumber: true, birthdayDescription: true });
    appStore.set(memberAtom, {
      ...newMember,
      realName: '张小明',
      bindRealName: true,
      phone: '13812345678',
      bindPhone: true,
      email: 'abcdef@qq.com',
      bindEmail: true,
    });
    renderProfile();
    expect(screen.getByTestId('profile-real-name')).toHaveTextContent('张*明');
    expect(screen.getByText('138****5678')).toBeInTheDocument();
    expect(screen.getByText('ab***@qq.com')).toBeInTheDocument();
    expect(screen.getByText(/生日仅用于/)).toBeInTheDocument();
  });

  it('shows the values as the server sends them when the brand does not hide them', () => {
    appStore.set(memberAtom, {
      ...newMember,
      realName: '张小明',
      bindRealName: true,
      email: 'abcdef@qq.com',
      bindEmail: true,
    });
    renderProfile();
    expect(screen.getByTestId('profile-real-name')).toHaveTextContent('张小明');
    expect(screen.getByText('abcdef@qq.com')).toBeInTheDocument();
    expect(screen.queryByText(/生日仅用于/)).not.toBeInTheDocument();
  });
});
