import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bus } from 'shared/bus';
import { captchaType, getBalance, getUnreadForType, login, memberInfo } from 'shared/contract';
import { md5Hex } from 'shared/crypto';
import { appStore, sessionAtom } from 'shared/state';
import { readItem } from 'shared/storage';
import { resetPlatformState } from 'shared/testing/render';
import { renderAuthDialog } from '../../testing/auth-dialog-test-kit';
import { solveGraphicCaptcha } from '../../testing/captcha-ui';
import { businessError, fakeServer, verification } from '../../testing/fake-server';
import '../../setup';

const session = { token: 'tok-1', userId: '10001' };

function fillLogin(name: string, password: string) {
  fireEvent.change(screen.getByLabelText('用户名'), { target: { value: name } });
  fireEvent.change(screen.getByLabelText('密码'), { target: { value: password } });
}

function submitLogin() {
  fireEvent.click(within(screen.getByRole('form', { name: '登录' })).getByRole('button', { name: '登录' }));
}

beforeEach(resetPlatformState);
afterEach(() => vi.restoreAllMocks());

describe('login form', () => {
  it('keeps 登录 disabled until both fields are filled (required checks only)', () => {
    renderAuthDialog({ kind: 'login' });
    const submit = screen.getByRole('button', { name: '登录' });
    expect(submit).toBeDisabled();
    fireEvent.change(screen.getByLabelText('用户名'), { target: { value: '   ' } });
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'x' } });
    expect(submit).toBeDisabled();
    fireEvent.change(screen.getByLabelText('用户名'), { target: { value: '1_old' } });
    expect(submit).toBeEnabled();
  });

  it('solves the captcha, sends the hashed password, starts the session, loads the member and closes', async () => {
    const server = fakeServer({ login: () => session });
    const emit = vi.spyOn(bus, 'emit');
    renderAuthDialog({ kind: 'login' });
    fillLogin(' player01 ', 'secret99');
    submitLogin();
    await solveGraphicCaptcha('a8K2');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(server.payloadsTo(captchaType)).toEqual([{ name: 'player01', ktype: 4, password: md5Hex('secret99') }]);
    expect(server.payloadsTo(login)).toEqual([
      { isAgent: 0, name: 'player01', password: md5Hex('secret99'), kaptchcate: 1, codeId: 'cid-1', code: 'a8K2' },
    ]);
    expect(appStore.get(sessionAtom)).toEqual(session);
    expect(readItem('token')).toBe('tok-1');
    for (const loader of [memberInfo, getBalance, getUnreadForType]) expect(server.payloadsTo(loader)).toHaveLength(1);
    expect(emit).toHaveBeenCalledWith('auth:login-success', { userId: session.userId });
  });

  it('runs the captcha again and retries when the server asks for verification (6021/6022)', async () => {
    let attempts = 0;
    const server = fakeServer({ login: () => (++attempts === 1 ? verification('图形验证码错误') : session) });
    renderAuthDialog({ kind: 'login' });
    fillLogin('player01', 'secret99');
    submitLogin();
    await solveGraphicCaptcha('wrong');
    // The second captcha says why it is back, with a new image and an empty input.
    const notice = await screen.findByText('图形验证码错误');
    const again = screen.getByRole('dialog', { name: '图形验证' });
    expect(again).toContainElement(notice);
    expect(within(again).getByLabelText('验证码')).toHaveValue('');
    await solveGraphicCaptcha('right');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.payloadsTo(login)).toMatchObject([
      { codeId: 'cid-1', code: 'wrong' },
      { codeId: 'cid-2', code: 'right' },
    ]);
    expect(appStore.get(sessionAtom)).toEqual(session);
  });

  it.each([6025, 6026, 6027, 6028, 6029])(
    'keeps phone, name and hash and opens the new-device check on %i',
    async (code) => {
      fakeServer({
        login: () => {
          throw businessError(login, code, '您正在使用新设备登录，请完成手机验证', { phoneNumber: '138****5678' });
        },
      });
      const toast = vi.spyOn(bus, 'emit');
      renderAuthDialog({ kind: 'login' });
      fillLogin('player01', 'secret99');
      submitLogin();
      await solveGraphicCaptcha();
      const dialog = await screen.findByRole('dialog', { name: '新设备验证' });
      expect(within(dialog).getByText('您正在使用新设备登录，请完成手机验证')).toBeInTheDocument();
      expect(within(dialog).getByText('138****5678')).toBeInTheDocument();
      expect(toast).not.toHaveBeenCalledWith('ui:toast', expect.anything());
      expect(appStore.get(sessionAtom)).toBeNull();
    },
  );

  it('toasts any other error and keeps what was typed', async () => {
    fakeServer({
      login: () => {
        throw businessError(login, 6002, '账号或密码错误');
      },
    });
    const emit = vi.spyOn(bus, 'emit');
    renderAuthDialog({ kind: 'login' });
    fillLogin('player01', 'wrong999');
    submitLogin();
    await solveGraphicCaptcha();
    await waitFor(() => expect(emit).toHaveBeenCalledWith('ui:toast', { message: '账号或密码错误', kind: 'error' }));
    expect(screen.getByLabelText('用户名')).toHaveValue('player01');
    expect(screen.getByLabelText('密码')).toHaveValue('wrong999');
    expect(screen.getByRole('button', { name: '登录' })).toBeEnabled();
    expect(appStore.get(sessionAtom)).toBeNull();
  });

  it('stops quietly when the member closes the captcha', async () => {
    const server = fakeServer({ login: () => session });
    const emit = vi.spyOn(bus, 'emit');
    renderAuthDialog({ kind: 'login' });
    fillLogin('player01', 'secret99');
    submitLogin();
    const captcha = await screen.findByRole('dialog', { name: '图形验证' });
    fireEvent.keyDown(within(captcha).getByLabelText('验证码'), { key: 'Escape' });
    await waitFor(() => expect(screen.getByRole('button', { name: '登录' })).toBeEnabled());
    // Only the captcha closed: the login dialog is still there.
    expect(screen.getByRole('dialog', { name: '登录与注册' })).toBeInTheDocument();
    expect(server.payloadsTo(login)).toHaveLength(0);
    expect(emit).not.toHaveBeenCalledWith('ui:toast', expect.anything());
  });

  it('shows busy while the request runs and submits once on Enter', async () => {
    let answer: (value: typeof session) => void = () => undefined;
    const server = fakeServer({ login: () => new Promise((resolve) => (answer = resolve)) });
    renderAuthDialog({ kind: 'login' });
    fillLogin('player01', 'secret99');
    const form = screen.getByRole('form', { name: '登录' });
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(screen.getByRole('button', { name: '登录' })).toHaveAttribute('aria-busy', 'true'));
    await solveGraphicCaptcha();
    await waitFor(() => expect(server.payloadsTo(login)).toHaveLength(1));
    await act(async () => answer(session));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.payloadsTo(captchaType)).toHaveLength(1);
  });

  it('opens the forgot-password wizard from 忘记密码？', () => {
    fakeServer();
    renderAuthDialog({ kind: 'login' });
    fireEvent.click(screen.getByRole('button', { name: '忘记密码？' }));
    expect(screen.getByRole('dialog', { name: '找回密码' })).toBeInTheDocument();
  });
});

describe('remember password', () => {
  async function logInWith(name: string, password: string, tick: boolean) {
    fillLogin(name, password);
    const box = screen.getByRole('checkbox', { name: '记住密码' });
    if ((box as HTMLInputElement).checked !== tick) fireEvent.click(box);
    submitLogin();
    await solveGraphicCaptcha();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }

  it('keeps only the name when ticked, and prefills it (never the password) next time', async () => {
    fakeServer({ login: () => session });
    const first = renderAuthDialog({ kind: 'login' });
    await logInWith('player01', 'secret99', true);

    const stored = readItem('rememberedCredentials') ?? '';
    expect(JSON.parse(stored)).toEqual({ name: 'player01' });
    expect(Object.values(localStorage).join('\n')).not.toContain('secret99');
    expect(Number(readItem('rememberPassword'))).toBeGreaterThan(0);
    first.unmount();

    renderAuthDialog({ kind: 'login' });
    expect(screen.getByLabelText('用户名')).toHaveValue('player01');
    expect(screen.getByLabelText('密码')).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: '记住密码' })).toBeChecked();
  });

  it('forgets them when unticked at the next login', async () => {
    fakeServer({ login: () => session });
    const first = renderAuthDialog({ kind: 'login' });
    await logInWith('player01', 'secret99', true);
    first.unmount();

    renderAuthDialog({ kind: 'login' });
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'secret99' } });
    fireEvent.click(screen.getByRole('checkbox', { name: '记住密码' }));
    submitLogin();
    await solveGraphicCaptcha();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(readItem('rememberPassword')).toBe('');
    expect(readItem('rememberedCredentials')).toBeNull();
    act(() => bus.emit('auth:request', { kind: 'login' }));
    expect(screen.getByLabelText('用户名')).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: '记住密码' })).not.toBeChecked();
  });
});
