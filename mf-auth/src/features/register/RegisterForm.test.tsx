import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bus } from 'shared/bus';
import { captchaType, login, register } from 'shared/contract';
import { md5Hex } from 'shared/crypto';
import { appStore, sessionAtom } from 'shared/state';
import { writeItem } from 'shared/storage';
import { resetPlatformState } from 'shared/testing/render';
import { renderAuthDialog } from '../../testing/auth-dialog-test-kit';
import { solveGraphicCaptcha } from '../../testing/captcha-ui';
import { businessError, fakeServer } from '../../testing/fake-server';
import '../../setup';

const session = { token: 'tok-2', userId: '10002' };

function field(label: string): HTMLElement {
  return screen.getByLabelText(label);
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
  return fakeServer({
    register: () => ({ userId: session.userId }),
    login: () => {
      if (loginFails) throw businessError(login, 6005, '服务开小差了，请稍后重试');
      return session;
    },
  });
}

function submit() {
  fireEvent.click(screen.getByRole('button', { name: '注册' }));
}

beforeEach(resetPlatformState);
afterEach(() => vi.restoreAllMocks());

describe('AuthDialog register', () => {
  it('keeps 注册 disabled until every field is filled and the terms are accepted', () => {
    renderAuthDialog({ kind: 'register' });
    const submit = screen.getByRole('button', { name: '注册' });
    type('用户名', 'newbie01');
    type('密码', 'abcd1234');
    type('确认密码', 'abcd1234');
    expect(submit).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox'));
    expect(submit).toBeEnabled();
  });

  it('strips whitespace as it is typed', () => {
    renderAuthDialog({ kind: 'register' });
    type('用户名', ' new bie01 ');
    expect(field('用户名')).toHaveValue('newbie01');
  });

  it('shows a field rule message once the field is left', () => {
    renderAuthDialog({ kind: 'register' });
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
    renderAuthDialog({ kind: 'register' });
    fireEvent.click(screen.getByRole('checkbox'));
    expect(screen.queryByText('请同意相关条款和隐私政策')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox'));
    expect(screen.getByText('请同意相关条款和隐私政策')).toBeInTheDocument();
  });

  it('refuses to send a filled but invalid form and shows every message', () => {
    const server = stubServer();
    renderAuthDialog({ kind: 'register' });
    type('用户名', 'newbie01');
    type('密码', 'abcd1234');
    type('确认密码', 'abcd9999');
    fireEvent.click(screen.getByRole('checkbox'));
    submit();
    expect(screen.getByText('两次输入的密码不一致')).toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });

  it('solves the captcha, registers with hashed passwords and the stored invite codes, toasts, logs in with 99 and closes', async () => {
    writeItem('referralCode', 'R42');
    writeItem('inviteCode', 'I77');
    const server = stubServer();
    const emit = vi.spyOn(bus, 'emit');
    renderAuthDialog({ kind: 'register' });
    fillValidForm();
    submit();
    await solveGraphicCaptcha('x7Pq');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const hash = md5Hex('abcd1234');
    expect(server.payloadsTo(captchaType)).toEqual([{ name: 'newbie01', ktype: 1 }]);
    expect(server.payloadsTo(register)).toEqual([
      {
        name: 'newbie01',
        password: hash,
        secondPassword: hash,
        kaptchcate: 1,
        codeId: 'cid-1',
        code: 'x7Pq',
        domain: window.location.host,
        rCode: 'R42',
        iCode: 'I77',
      },
    ]);
    // The automatic login needs no second captcha.
    expect(server.payloadsTo(login)).toEqual([{ isAgent: 0, name: 'newbie01', password: hash, kaptchcate: 99 }]);
    expect(server.payloadsTo(captchaType)).toHaveLength(1);
    expect(emit).toHaveBeenCalledWith('ui:toast', { message: '注册成功', kind: 'success' });
    expect(emit).toHaveBeenCalledWith('auth:login-success', { userId: session.userId });
    expect(appStore.get(sessionAtom)).toEqual(session);
  });

  it('sends no invite codes when none were stored', async () => {
    const server = stubServer();
    renderAuthDialog({ kind: 'register' });
    fillValidForm();
    submit();
    await solveGraphicCaptcha();
    await waitFor(() => expect(server.payloadsTo(login)).toHaveLength(1));
    expect(server.payloadsTo(register)[0]).not.toHaveProperty('rCode');
    expect(server.payloadsTo(register)[0]).not.toHaveProperty('iCode');
  });

  it('shows the server message inline when registering fails', async () => {
    fakeServer({
      register: () => {
        throw businessError(register, 6009, '用户名已存在');
      },
    });
    renderAuthDialog({ kind: 'register' });
    fillValidForm();
    submit();
    await solveGraphicCaptcha();
    expect(await screen.findByText('用户名已存在')).toHaveAttribute('role', 'alert');
    expect(field('用户名')).toHaveValue('newbie01');
  });

  it('continues in login mode with the new credentials when the automatic login fails', async () => {
    stubServer({ loginFails: true });
    const emit = vi.spyOn(bus, 'emit');
    renderAuthDialog({ kind: 'register' });
    fillValidForm();
    submit();
    await solveGraphicCaptcha();
    await waitFor(() => expect(screen.getByRole('tab', { name: '登录' })).toHaveAttribute('aria-selected', 'true'));
    expect(field('用户名')).toHaveValue('newbie01');
    expect(emit).toHaveBeenCalledWith('ui:toast', { message: '服务开小差了，请稍后重试', kind: 'error' });
    expect(appStore.get(sessionAtom)).toBeNull();
  });

  it('opens 《用户协议》 and 《隐私政策》 over the form without ticking the box', () => {
    renderAuthDialog({ kind: 'register' });
    fireEvent.click(screen.getByRole('button', { name: '《用户协议》' }));
    const terms = screen.getByRole('dialog', { name: '用户协议' });
    expect(within(terms).getByText(/足球、篮球：1,500,000美元/)).toBeInTheDocument();
    expect(within(terms).getByText(/14天内以书面形式/)).toBeInTheDocument();
    fireEvent.click(within(terms).getByRole('button', { name: '我已阅读' }));
    expect(screen.queryByRole('dialog', { name: '用户协议' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox')).not.toBeChecked();

    fireEvent.click(screen.getByRole('button', { name: '《隐私政策》' }));
    const privacy = screen.getByRole('dialog', { name: '隐私政策' });
    expect(within(privacy).getByText(/支付服务商及风控核查服务商/)).toBeInTheDocument();
    // Escape closes the document only, not the register dialog under it.
    fireEvent.keyDown(within(privacy).getByRole('button', { name: '我已阅读' }), { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: '隐私政策' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: '登录与注册' })).toBeInTheDocument();
  });
});
