import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from 'shared/api';
import { bus } from 'shared/bus';
import { bindPasswordByEmail, bindPasswordByPhone, sendBindCode } from 'shared/contract';
import { md5Hex } from 'shared/crypto';
import { hrefFor } from 'shared/routes';
import { appStore, memberAtom, type MemberInfo } from 'shared/state';
import { fakeEndpoints, type EndpointFakes } from 'shared/testing/fake-endpoints';
import { fakeMember } from 'shared/testing/fake-member';
import { renderWithProviders, resetPlatformState, signInForTest } from 'shared/testing/render';
import AuthPage from '../../exposes/AuthPage';
import { serveMine } from '../../testing/test-member';

const bound: MemberInfo = fakeMember({
  bindPhone: true,
  phone: '138****5678',
  bindEmail: true,
  email: 'de***@example.com',
});

function stubServer(overrides: EndpointFakes = {}) {
  return fakeEndpoints({
    queryCountryArea: { list: [{ areaName: '中国大陆', areaCode: '86', regex: '^1[3-9]\\d{9}$' }] },
    sendBindCode: { resendAfter: 60 },
    bindPasswordByPhone: { passwordChanged: true, endedSessions: 1 },
    bindPasswordByEmail: { passwordChanged: true, endedSessions: 0 },
    ...overrides,
  });
}

async function openReset(member: MemberInfo = bound) {
  appStore.set(memberAtom, member);
  renderWithProviders(<AuthPage />, { route: hrefFor('auth') });
  await act(async () => {});
  const passwordSection = within(screen.getByRole('region', { name: '登录密码' }));
  fireEvent.click(passwordSection.getByRole('button', { name: '忘记原密码？' }));
  return within(screen.getByRole('form', { name: '通过验证码重置登录密码' }));
}

function fill(form: ReturnType<typeof within>, code: string, password: string, repeat: string) {
  fireEvent.change(form.getByLabelText('验证码'), { target: { value: code } });
  fireEvent.change(form.getByLabelText('新密码'), { target: { value: password } });
  fireEvent.change(form.getByLabelText('确认新密码'), { target: { value: repeat } });
}

beforeEach(() => {
  resetPlatformState();
  signInForTest();
  serveMine('userinfo', 'auth');
});
afterEach(() => vi.restoreAllMocks());

describe('resetting the login password by a code to the bound phone or e-mail', () => {
  it('asks for a code first and applies the §5 rules before calling the server', async () => {
    const request = stubServer();
    const form = await openReset();
    fill(form, '', 'abcdefgh', 'abcdefgi');
    fireEvent.click(form.getByRole('button', { name: '重置密码' }));
    expect(form.getByText('请先获取验证码')).toBeInTheDocument();
    expect(form.getByText('请输入8-12位字母+数字组合')).toBeInTheDocument();
    expect(form.getByText('两次输入不一致，请重新输入')).toBeInTheDocument();
    expect(request).not.toHaveBeenCalledWith(bindPasswordByPhone, expect.anything());
  });

  it('sends the code to the bound phone, resets with the digests and toasts success', async () => {
    const request = stubServer();
    const toast = vi.fn();
    const off = bus.on('ui:toast', toast);
    const form = await openReset();
    expect(form.getByRole('button', { name: '已绑定手机 138****5678' })).toHaveAttribute('aria-pressed', 'true');
    await act(async () => fireEvent.click(form.getByRole('button', { name: '获取验证码' })));
    expect(request).toHaveBeenCalledWith(sendBindCode, { purpose: 'resetPassword', cate: 0 });
    expect(form.getByRole('button', { name: '60秒后重新获取' })).toBeDisabled();
    fill(form, '123456', 'fresh12345', 'fresh12345');
    await act(async () => fireEvent.click(form.getByRole('button', { name: '重置密码' })));
    expect(request).toHaveBeenCalledWith(bindPasswordByPhone, {
      code: '123456',
      password: md5Hex('fresh12345'),
      secondPassword: md5Hex('fresh12345'),
    });
    expect(toast).toHaveBeenCalledWith({ message: '密码重置成功，其他设备上的登录已退出', kind: 'success' });
    // Back to the change form.
    expect(screen.getByRole('button', { name: '忘记原密码？' })).toHaveAttribute('aria-expanded', 'false');
    off();
  });

  it('uses the bound e-mail when chosen, and shows the server refusal of a wrong code', async () => {
    const request = stubServer({
      bindPasswordByEmail: () => {
        throw new ApiError({ kind: 'business', code: 6036, message: '验证码错误', path: bindPasswordByEmail.path });
      },
    });
    const form = await openReset();
    fireEvent.click(form.getByRole('button', { name: '已绑定邮箱 de***@example.com' }));
    await act(async () => fireEvent.click(form.getByRole('button', { name: '获取验证码' })));
    expect(request).toHaveBeenCalledWith(sendBindCode, { purpose: 'resetPassword', cate: 1 });
    fill(form, '654321', 'fresh12345', 'fresh12345');
    await act(async () => fireEvent.click(form.getByRole('button', { name: '重置密码' })));
    expect(form.getByRole('alert')).toHaveTextContent('验证码错误');
    expect(form.getByRole('button', { name: '重置密码' })).toBeEnabled();
  });

  it('says what to bind when neither phone nor e-mail is', async () => {
    stubServer();
    appStore.set(memberAtom, fakeMember());
    renderWithProviders(<AuthPage />, { route: hrefFor('auth') });
    await act(async () => {});
    fireEvent.click(
      within(screen.getByRole('region', { name: '登录密码' })).getByRole('button', { name: '忘记原密码？' }),
    );
    expect(screen.getByText('请先绑定手机或邮箱，再通过验证码重置密码')).toBeInTheDocument();
  });
});
