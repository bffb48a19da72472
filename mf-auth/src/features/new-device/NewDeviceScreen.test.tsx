import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bus } from 'shared/bus';
import { captchaType, login, sendCode } from 'shared/contract';
import { aesDecrypt, md5Hex } from 'shared/crypto';
import { appStore, sessionAtom } from 'shared/state';
import { readItem } from 'shared/storage';
import { resetPlatformState } from 'shared/testing/render';
import { renderAuthDialog } from '../../testing/auth-dialog-test-kit';
import { solveGraphicCaptcha } from '../../testing/captcha-ui';
import { businessError, fakeServer } from '../../testing/fake-server';
import '../../setup';

const session = { token: 'tok-3', userId: '10003' };
const hash = md5Hex('secret99');
const risk = {
  phoneNumber: '138****5678',
  name: 'player01',
  passwordHash: hash,
  message: '您正在使用新设备登录，请完成手机验证',
};

type SendCodePayload = {
  sendCodeNumV2: string;
  sendNameV2: string;
  codeIdV2: string;
  SendCodeNum: string;
  SendName: string;
  codeId: string;
};

function deviceServer() {
  return fakeServer({ sendCode: () => ({ resendAfter: 60 }), login: () => session });
}

function openScreen() {
  renderAuthDialog({ kind: 'new-device', request: risk });
}

function typeCode(value: string) {
  fireEvent.change(screen.getByLabelText('验证码'), { target: { value } });
}

const loginButton = () =>
  within(screen.getByRole('form', { name: '新设备验证' })).getByRole('button', { name: '登录' });

/** Answers the security check with the hidden digits. */
function passCheck(digits = '1234') {
  const check = screen.getByRole('dialog', { name: '安全校验' });
  fireEvent.change(within(check).getByLabelText('中间4位数字'), { target: { value: digits } });
  fireEvent.click(within(check).getByRole('button', { name: '确认' }));
}

beforeEach(resetPlatformState);
afterEach(() => vi.restoreAllMocks());

describe('new-device check', () => {
  it('explains with the server message and the masked phone, and warns about the code', () => {
    openScreen();
    expect(screen.getByText('您正在使用新设备登录，请完成手机验证')).toBeInTheDocument();
    expect(screen.getByText('138****5678')).toBeInTheDocument();
    expect(screen.getByText('工作人员不会向您索要验证码，请勿泄露')).toBeInTheDocument();
  });

  it('takes digits only, enables 登录 at 6 digits, and asks for a code to be requested first', () => {
    const server = deviceServer();
    openScreen();
    expect(loginButton()).toBeDisabled();
    typeCode('1a2b3c45');
    expect(screen.getByLabelText('验证码')).toHaveValue('12345');
    expect(loginButton()).toBeDisabled();
    typeCode('123456');
    expect(loginButton()).toBeEnabled();
    fireEvent.click(loginButton());
    expect(screen.getByText('请先获取验证码')).toBeInTheDocument();
    expect(server.payloadsTo(login)).toHaveLength(0);
  });

  it('asks for exactly the 4 hidden digits before anything is sent', () => {
    const server = deviceServer();
    openScreen();
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    passCheck('123');
    expect(screen.getByText('手机号码错误')).toBeInTheDocument();
    // Escape closes the check only.
    fireEvent.keyDown(within(screen.getByRole('dialog', { name: '安全校验' })).getByLabelText('中间4位数字'), {
      key: 'Escape',
    });
    expect(screen.queryByRole('dialog', { name: '安全校验' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: '新设备验证' })).toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });

  it('sends the SMS code to the full number after the check and a captcha, then counts down', async () => {
    const server = deviceServer();
    const emit = vi.spyOn(bus, 'emit');
    openScreen();
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    passCheck('1234');
    await solveGraphicCaptcha('q1w2');
    await waitFor(() => expect(server.payloadsTo(sendCode)).toHaveLength(1));

    expect(server.payloadsTo(captchaType)).toEqual([{ name: 'player01', ktype: 4, password: hash }]);
    const [sent] = server.payloadsTo(sendCode) as SendCodePayload[];
    expect(sent).toMatchObject({ type: 3, cate: 0, version: 1, kaptchcate: 1, imageCode: 'q1w2', codeId: 'cid-1' });
    expect(aesDecrypt(sent?.sendCodeNumV2 ?? '')).toBe('13812345678');
    expect(aesDecrypt(sent?.sendNameV2 ?? '')).toBe('player01');
    expect(aesDecrypt(sent?.codeIdV2 ?? '')).toBe('cid-1');
    expect(sent).toMatchObject({ SendCodeNum: md5Hex('13812345678'), SendName: md5Hex('player01') });
    expect(emit).toHaveBeenCalledWith('ui:toast', { message: '验证码已发送', kind: 'success' });
    expect(await screen.findByRole('button', { name: '60秒后重新获取' })).toBeDisabled();
  });

  it('logs in again with the code and closes', async () => {
    const server = deviceServer();
    const emit = vi.spyOn(bus, 'emit');
    openScreen();
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    passCheck();
    await solveGraphicCaptcha();
    await screen.findByRole('button', { name: '60秒后重新获取' });
    typeCode('654321');
    fireEvent.click(loginButton());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.payloadsTo(login)).toEqual([
      { isAgent: 0, name: 'player01', password: hash, kaptchcate: 0, sendCodeNum: '654321' },
    ]);
    expect(appStore.get(sessionAtom)).toEqual(session);
    expect(emit).toHaveBeenCalledWith('auth:login-success', { userId: session.userId });
  });

  it('toasts a refused code and stays', async () => {
    fakeServer({
      sendCode: () => ({ resendAfter: 60 }),
      login: () => {
        throw businessError(login, 6036, '验证码错误');
      },
    });
    const emit = vi.spyOn(bus, 'emit');
    openScreen();
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    passCheck();
    await solveGraphicCaptcha();
    await screen.findByRole('button', { name: '60秒后重新获取' });
    typeCode('000000');
    fireEvent.click(loginButton());
    await waitFor(() => expect(emit).toHaveBeenCalledWith('ui:toast', { message: '验证码错误', kind: 'error' }));
    expect(screen.getByRole('dialog', { name: '新设备验证' })).toBeInTheDocument();
  });

  it('shows a code-send failure inline', async () => {
    fakeServer({
      sendCode: () => {
        throw businessError(sendCode, 6066, '操作过于频繁，请60秒后再试');
      },
    });
    openScreen();
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    passCheck();
    await solveGraphicCaptcha();
    expect(await screen.findByRole('alert')).toHaveTextContent('操作过于频繁，请60秒后再试');
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  });

  it('offers the code by voice call after explaining it', async () => {
    const server = deviceServer();
    const emit = vi.spyOn(bus, 'emit');
    openScreen();
    fireEvent.click(screen.getByRole('button', { name: '语音验证码' }));
    const info = screen.getByRole('dialog', { name: '语音验证码' });
    expect(within(info).getByText('我们将以电话的方式告知您验证码，请点击确认获取并接听')).toBeInTheDocument();
    fireEvent.click(within(info).getByRole('button', { name: '确认' }));
    passCheck();
    await solveGraphicCaptcha();
    await waitFor(() => expect(server.payloadsTo(sendCode)).toMatchObject([{ type: 3, cate: 2 }]));
    expect(emit).toHaveBeenCalledWith('ui:toast', { message: '语音验证码已发送，请注意接听来电', kind: 'success' });
    expect(screen.getByRole('button', { name: '语音验证码' })).toBeDisabled();
  });

  it('switches account back to an empty login form, or to register', () => {
    openScreen();
    fireEvent.click(screen.getByRole('button', { name: '切换账号' }));
    expect(screen.getByRole('tab', { name: '登录' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('用户名')).toHaveValue('');
  });

  it('goes to register with 注册新账号', () => {
    openScreen();
    fireEvent.click(screen.getByRole('button', { name: '注册新账号' }));
    expect(screen.getByRole('tab', { name: '注册' })).toHaveAttribute('aria-selected', 'true');
  });

  it('finishes the 记住密码 choice of a login that was stopped for the device check', async () => {
    let stopped = false;
    fakeServer({
      sendCode: () => ({ resendAfter: 60 }),
      login: (payload) => {
        if (payload.sendCodeNum) return session;
        stopped = true;
        throw businessError(login, 6026, '设备验证未通过', { phoneNumber: '138****5678' });
      },
    });
    renderAuthDialog({ kind: 'login' });
    fireEvent.change(screen.getByLabelText('用户名'), { target: { value: 'player01' } });
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'secret99' } });
    fireEvent.click(screen.getByRole('checkbox', { name: '记住密码' }));
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await solveGraphicCaptcha();
    await screen.findByRole('dialog', { name: '新设备验证' });
    expect(stopped).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    passCheck();
    await solveGraphicCaptcha();
    await screen.findByRole('button', { name: '60秒后重新获取' });
    typeCode('654321');
    fireEvent.click(loginButton());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(JSON.parse(readItem('rememberedCredentials') ?? '')).toEqual({ name: 'player01' });
  });
});
