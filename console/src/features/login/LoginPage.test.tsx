import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from 'shared/api';
import { consoleEnrolConfirm, consoleLogin, consoleVerifyTotp } from 'shared/contract/console';
import { appStore } from 'shared/state';
import { fakeConsoleEndpoints } from 'shared/testing/fake-console-endpoints';
import { consoleApi } from '../../lib/console-api';
import { endOperatorSession, operatorSessionAtom } from '../../lib/operator-session';
import { operatorSession, renderConsole, resetConsoleSession, signInOperator } from '../../testing/render-console';
import { LoginPage } from './LoginPage';

const session = operatorSession(['finance']);
const businessError = (code: number, message: string, path: string) =>
  new ApiError({ kind: 'business', code, message, path });

async function passPassword() {
  fireEvent.change(screen.getByLabelText('账号'), { target: { value: 'finance' } });
  fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'finance-demo-2026' } });
  fireEvent.click(screen.getByRole('button', { name: '登录' }));
}

beforeEach(resetConsoleSession);
afterEach(() => vi.restoreAllMocks());

describe('console login', () => {
  it('asks for the code after the password, then opens the session', async () => {
    const spy = fakeConsoleEndpoints(consoleApi, {
      consoleLogin: { step: 'totp', challenge: 'c-1', expiresAt: '2026-11-27T00:05:00.000Z' },
      consoleVerifyTotp: session,
    });
    renderConsole(<LoginPage />, { route: '/login' });
    await passPassword();
    expect(await screen.findByText('请打开身份验证器，输入账号 finance 的6位动态验证码')).toBeInTheDocument();
    expect(spy).toHaveBeenCalledWith(consoleLogin, { name: 'finance', password: 'finance-demo-2026' });

    fireEvent.change(screen.getByLabelText('动态验证码'), { target: { value: '12a3456' } });
    fireEvent.click(screen.getByRole('button', { name: '验证' }));
    await waitFor(() => expect(appStore.get(operatorSessionAtom)?.token).toBe(session.token));
    expect(spy).toHaveBeenCalledWith(consoleVerifyTotp, { challenge: 'c-1', code: '123456' });
    expect(JSON.parse(sessionStorage.getItem('console.session') ?? 'null')).toEqual(session);
  });

  it('checks both fields before calling, and shows the server refusal in Chinese', async () => {
    const spy = fakeConsoleEndpoints(consoleApi, {
      consoleLogin: () => {
        throw businessError(8003, '账号或密码错误', consoleLogin.path);
      },
    });
    renderConsole(<LoginPage />, { route: '/login' });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入账号')).toBeInTheDocument();
    expect(screen.getByText('请输入密码')).toBeInTheDocument();
    expect(spy).not.toHaveBeenCalled();
    await passPassword();
    expect(await screen.findByRole('alert')).toHaveTextContent('账号或密码错误');
  });

  it('shows the enrolment QR code and secret on a first login, and confirms with a code', async () => {
    const spy = fakeConsoleEndpoints(consoleApi, {
      consoleLogin: {
        step: 'enrol',
        challenge: 'c-2',
        expiresAt: '2026-11-27T00:05:00.000Z',
        secret: 'JBSWY3DPEHPK3PXP',
        otpauthUri: 'otpauth://totp/%E8%BF%90%E8%90%A5:finance?secret=JBSWY3DPEHPK3PXP',
      },
      consoleEnrolConfirm: session,
    });
    renderConsole(<LoginPage />, { route: '/login' });
    await passPassword();
    expect(await screen.findByRole('heading', { name: '绑定身份验证器' })).toBeInTheDocument();
    expect(screen.getByTestId('enrol-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    expect(screen.getByTitle('身份验证器二维码')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('动态验证码'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: '确认绑定' }));
    await waitFor(() => expect(appStore.get(operatorSessionAtom)).not.toBeNull());
    expect(spy).toHaveBeenCalledWith(consoleEnrolConfirm, { challenge: 'c-2', code: '654321' });
  });

  it('keeps the step on a wrong code, and goes back to the password when the challenge expired', async () => {
    let answer = 8005;
    fakeConsoleEndpoints(consoleApi, {
      consoleLogin: { step: 'totp', challenge: 'c-3', expiresAt: '2026-11-27T00:05:00.000Z' },
      consoleVerifyTotp: () => {
        throw businessError(
          answer,
          answer === 8005 ? '动态验证码错误' : '登录步骤已过期，请重新登录',
          consoleVerifyTotp.path,
        );
      },
    });
    renderConsole(<LoginPage />, { route: '/login' });
    await passPassword();
    fireEvent.change(await screen.findByLabelText('动态验证码'), { target: { value: '111111' } });
    fireEvent.click(screen.getByRole('button', { name: '验证' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('动态验证码错误');
    answer = 8007;
    fireEvent.change(screen.getByLabelText('动态验证码'), { target: { value: '222222' } });
    fireEvent.click(screen.getByRole('button', { name: '验证' }));
    expect(await screen.findByRole('heading', { name: '运营后台登录' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('登录步骤已过期，请重新登录');
  });

  it('says why the last session ended', async () => {
    signInOperator(['finance']);
    endOperatorSession('idle');
    renderConsole(<LoginPage />, { route: '/login' });
    expect(await screen.findByRole('alert')).toHaveTextContent('长时间未操作，已自动退出，请重新登录');
  });
});
