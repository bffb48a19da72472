import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from 'shared/api';
import { bus } from 'shared/bus';
import { login, register, type Endpoint } from 'shared/contract';
import { md5Hex } from 'shared/crypto';
import { appStore, sessionAtom } from 'shared/state';
import { writeItem } from 'shared/storage';
import AuthDialog from '../../exposes/AuthDialog';
import { renderWithProviders, resetPlatformState } from 'shared/testing/render';
import '../../setup';

const session = { token: 'tok-2', userId: '10002' };

/** shared TextField renders its rule message inside the label, so match the label's start. */
function field(label: string): HTMLElement {
  return screen.getByLabelText(new RegExp(`^${label}`));
}

function type(label: string, value: string) {
  fireEvent.change(field(label), { target: { value } });
}

function fillValidForm() {
  type('用户名', 'newbie01');
  type('密码', 'abcd1234');
  type('确认密码', 'abcd1234');
  fireEvent.click(screen.getByRole('checkbox'));
}

/** Answers register and login like the server would; `loginFails` makes the automatic login fail. */
function stubServer({ loginFails = false } = {}) {
  return vi.spyOn(api, 'request').mockImplementation(async (endpoint: Endpoint) => {
    if (endpoint === register) return { userId: session.userId };
    if (endpoint === login) {
      if (loginFails) throw new ApiError({ kind: 'business', code: 6005, message: '服务开小差了，请稍后重试', path: login.path });
      return session;
    }
    throw new Error(`unexpected call ${endpoint.path}`);
  });
}

beforeEach(resetPlatformState);
afterEach(() => vi.restoreAllMocks());

describe('AuthDialog register', () => {
  it('keeps 注册 disabled until every field is filled and the terms are accepted', () => {
    renderWithProviders(<AuthDialog initialRequest={{ kind: 'register' }} />);
    const submit = screen.getByRole('button', { name: '注册' });
    type('用户名', 'newbie01');
    type('密码', 'abcd1234');
    type('确认密码', 'abcd1234');
    expect(submit).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox'));
    expect(submit).toBeEnabled();
  });

  it('strips whitespace as it is typed', () => {
    renderWithProviders(<AuthDialog initialRequest={{ kind: 'register' }} />);
    type('用户名', ' new bie01 ');
    expect(field('用户名')).toHaveValue('newbie01');
  });

  it('shows a field rule message once the field is left', () => {
    renderWithProviders(<AuthDialog initialRequest={{ kind: 'register' }} />);
    type('用户名', '1abc');
    expect(screen.queryByText('4-11位，至少2个字母+数字组合，首位为字母')).not.toBeInTheDocument();
    fireEvent.blur(field('用户名'));
    expect(screen.getByText('4-11位，至少2个字母+数字组合，首位为字母')).toBeInTheDocument();
    type('密码', 'abc');
    fireEvent.blur(field('密码'));
    expect(screen.getByText('请输入8-12位字母+数字组合')).toBeInTheDocument();
    type('用户名', '');
    expect(screen.getByText('用户名不能为空')).toBeInTheDocument();
  });

  it('asks to accept the terms when the box is unticked again', () => {
    renderWithProviders(<AuthDialog initialRequest={{ kind: 'register' }} />);
    fireEvent.click(screen.getByRole('checkbox'));
    expect(screen.queryByText('请同意相关条款和隐私政策')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox'));
    expect(screen.getByText('请同意相关条款和隐私政策')).toBeInTheDocument();
  });

  it('refuses to send a filled but invalid form and shows every message', () => {
    const request = stubServer();
    renderWithProviders(<AuthDialog initialRequest={{ kind: 'register' }} />);
    type('用户名', 'newbie01');
    type('密码', 'abcd1234');
    type('确认密码', 'abcd9999');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: '注册' }));
    expect(screen.getByText('两次输入的密码不一致')).toBeInTheDocument();
    expect(request).not.toHaveBeenCalled();
  });

  it('registers with hashed passwords and the stored invite codes, toasts, logs in with captcha type 99 and closes', async () => {
    writeItem('referralCode', 'R42');
    writeItem('inviteCode', 'I77');
    const request = stubServer();
    const emit = vi.spyOn(bus, 'emit');
    renderWithProviders(<AuthDialog initialRequest={{ kind: 'register' }} />);
    fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: '注册' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const hash = md5Hex('abcd1234');
    expect(request).toHaveBeenNthCalledWith(1, register, {
      name: 'newbie01',
      password: hash,
      secondPassword: hash,
      kaptchcate: 0,
      domain: window.location.host,
      rCode: 'R42',
      iCode: 'I77',
    });
    expect(request).toHaveBeenNthCalledWith(2, login, { isAgent: 0, name: 'newbie01', password: hash, kaptchcate: 99 });
    expect(emit).toHaveBeenCalledWith('ui:toast', { message: '注册成功', kind: 'success' });
    expect(emit).toHaveBeenCalledWith('auth:login-success', session);
    expect(appStore.get(sessionAtom)).toEqual(session);
  });

  it('sends no invite codes when none were stored', async () => {
    const request = stubServer();
    renderWithProviders(<AuthDialog initialRequest={{ kind: 'register' }} />);
    fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: '注册' }));
    await waitFor(() => expect(request).toHaveBeenCalledTimes(2));
    expect(request.mock.calls[0]?.[1]).not.toHaveProperty('rCode');
    expect(request.mock.calls[0]?.[1]).not.toHaveProperty('iCode');
  });

  it('shows the server message inline when registering fails', async () => {
    vi.spyOn(api, 'request').mockRejectedValue(new ApiError({ kind: 'business', code: 6009, message: '用户名已存在', path: register.path }));
    renderWithProviders(<AuthDialog initialRequest={{ kind: 'register' }} />);
    fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: '注册' }));
    expect(await screen.findByText('用户名已存在')).toHaveAttribute('role', 'alert');
    expect(field('用户名')).toHaveValue('newbie01');
  });

  it('continues in login mode with the new credentials when the automatic login fails', async () => {
    stubServer({ loginFails: true });
    const emit = vi.spyOn(bus, 'emit');
    renderWithProviders(<AuthDialog initialRequest={{ kind: 'register' }} />);
    fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: '注册' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: '登录' })).toHaveAttribute('aria-selected', 'true'));
    expect(field('用户名')).toHaveValue('newbie01');
    expect(emit).toHaveBeenCalledWith('ui:toast', { message: '服务开小差了，请稍后重试', kind: 'error' });
    expect(appStore.get(sessionAtom)).toBeNull();
  });
});
