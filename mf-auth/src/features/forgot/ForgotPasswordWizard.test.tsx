import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bus } from 'shared/bus';
import { captchaType, forgetByEmailOne, forgetByPhoneOne, forgetByPhoneThree, forgetByPhoneTwo } from 'shared/contract';
import { md5Hex } from 'shared/crypto';
import { resetPlatformState } from 'shared/testing/render';
import { renderAuthDialog } from '../../testing/auth-dialog-test-kit';
import { solveGraphicCaptcha } from '../../testing/captcha-ui';
import { businessError, fakeServer } from '../../testing/fake-server';
import '../../setup';

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function click(name: string) {
  fireEvent.click(screen.getByRole('button', { name }));
}

function phoneServer() {
  return fakeServer({
    forgetByPhoneOne: () => ({ resendAfter: 60 }),
    forgetByPhoneTwo: () => null,
    forgetByPhoneThree: () => null,
  });
}

/** Step 0 by phone, through the captcha, to step 1. */
async function reachVerification() {
  renderAuthDialog({ kind: 'forget-password' });
  type('用户名', 'player01');
  type('手机号码', '13812345678');
  click('下一步');
  await solveGraphicCaptcha('k9Zt');
  await screen.findByRole('form', { name: '身份验证' });
}

beforeEach(resetPlatformState);
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('forgot-password wizard', () => {
  it('resets a password by phone: identity, captcha, code, new password, success', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = phoneServer();
    const emit = vi.spyOn(bus, 'emit');
    await reachVerification();

    expect(server.payloadsTo(captchaType)).toEqual([{ name: 'player01', ktype: 2 }]);
    expect(server.payloadsTo(forgetByPhoneOne)).toEqual([
      { phone: '13812345678', areaCode: '86', name: 'player01', kaptchcate: 1, codeId: 'cid-1', code: 'k9Zt' },
    ]);
    expect(emit).toHaveBeenCalledWith('ui:toast', { message: '验证码已发送', kind: 'success' });
    expect(screen.getByText(/验证码已发送至 \+86 13812345678/)).toBeInTheDocument();
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('身份验证');

    type('验证码', '123456');
    click('下一步');
    await screen.findByRole('form', { name: '重置密码' });
    expect(server.payloadsTo(forgetByPhoneTwo)).toEqual([{ phone: '13812345678', name: 'player01', code: '123456' }]);

    type('新密码', 'newpass88');
    type('确认新密码', 'newpass88');
    click('确认');
    expect(await screen.findByText('恭喜您，密码修改成功')).toBeInTheDocument();
    const hash = md5Hex('newpass88');
    expect(server.payloadsTo(forgetByPhoneThree)).toEqual([
      { phone: '13812345678', name: 'player01', password: hash, secondPassword: hash },
    ]);
    expect(emit).toHaveBeenCalledWith('auth:password-change-success');
    // SPEC §2: the success hides the header.
    expect(screen.queryByRole('heading', { name: '找回密码' })).not.toBeInTheDocument();
    expect(screen.getByText('3秒后自动返回登录')).toBeInTheDocument();
    // Let the success screen's effects (its timers) start before moving the clock.
    await act(async () => undefined);

    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByText('2秒后自动返回登录')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.getByRole('tab', { name: '登录' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('用户名')).toHaveValue('player01');
    expect(screen.getByLabelText('密码')).toHaveValue('');
  });

  it('applies the step 0 rules before sending anything', async () => {
    const server = phoneServer();
    renderAuthDialog({ kind: 'forget-password' });
    click('下一步');
    expect(screen.getByText('请输入用户名')).toBeInTheDocument();
    expect(screen.getByText('请输入正确的手机号码')).toBeInTheDocument();
    type('手机号码', '138-1234-5678-9');
    expect(screen.getByLabelText('手机号码')).toHaveValue('13812345678');
    expect(screen.getByLabelText('用户名')).toHaveAttribute('maxLength', '30');

    // A Hong Kong number needs Hong Kong picked.
    type('用户名', 'player01');
    type('手机号码', '91234567');
    click('下一步');
    expect(screen.getByText('请输入正确的手机号码')).toBeInTheDocument();
    await screen.findByRole('option', { name: '中国香港 +852' });
    fireEvent.change(screen.getByLabelText('国家/地区'), { target: { value: '852' } });
    expect(screen.queryByText('请输入正确的手机号码')).not.toBeInTheDocument();
    expect(server.payloadsTo(forgetByPhoneOne)).toHaveLength(0);
  });

  it('recovers by e-mail with its own rules and captcha purpose', async () => {
    const server = fakeServer({ forgetByEmailOne: () => ({ resendAfter: 60 }) });
    const emit = vi.spyOn(bus, 'emit');
    renderAuthDialog({ kind: 'forget-password' });
    fireEvent.click(screen.getByRole('radio', { name: '邮箱找回' }));
    type('用户名', 'player01');
    expect(screen.getByLabelText('邮箱')).toHaveAttribute('maxLength', '40');
    click('下一步');
    expect(screen.getByText('请输入邮箱')).toBeInTheDocument();
    type('邮箱', 'player01@qq');
    expect(screen.getByText('请输入正确的邮箱')).toBeInTheDocument();
    type('邮箱', 'player01@qq.com');
    click('下一步');
    await solveGraphicCaptcha();
    await screen.findByRole('form', { name: '身份验证' });
    expect(server.payloadsTo(captchaType)).toEqual([{ name: 'player01', ktype: 3 }]);
    expect(server.payloadsTo(forgetByEmailOne)).toMatchObject([
      { email: 'player01@qq.com', name: 'player01', kaptchcate: 1 },
    ]);
    expect(emit).toHaveBeenCalledWith('ui:toast', { message: '验证码已发送至您的邮箱，请注意查收', kind: 'success' });
  });

  it('goes back one step with 上一步, and forward again without a second code while the first is fresh', async () => {
    const server = phoneServer();
    await reachVerification();
    type('验证码', '123456');
    click('下一步');
    await screen.findByRole('form', { name: '重置密码' });
    click('上一步');
    expect(screen.getByRole('form', { name: '身份验证' })).toBeInTheDocument();
    expect(screen.getByLabelText('验证码')).toHaveValue('123456');
    click('上一步');
    expect(screen.getByRole('form', { name: '身份信息' })).toBeInTheDocument();
    expect(screen.getByLabelText('用户名')).toHaveValue('player01');
    click('下一步');
    expect(screen.getByRole('form', { name: '身份验证' })).toBeInTheDocument();
    expect(server.payloadsTo(forgetByPhoneOne)).toHaveLength(1);
  });

  it('counts 60 s down before offering 重新获取, which sends a new code after a new captcha', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = phoneServer();
    await reachVerification();
    expect(screen.getByRole('button', { name: '60秒后重新获取' })).toBeDisabled();
    await act(async () => undefined);
    act(() => {
      vi.advanceTimersByTime(59_000);
    });
    expect(screen.getByRole('button', { name: '1秒后重新获取' })).toBeDisabled();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    click('重新获取');
    await solveGraphicCaptcha();
    await waitFor(() => expect(server.payloadsTo(forgetByPhoneOne)).toHaveLength(2));
    expect(await screen.findByRole('button', { name: '60秒后重新获取' })).toBeDisabled();
    expect(screen.getByRole('form', { name: '身份验证' })).toBeInTheDocument();
  });

  it('checks the code and the new passwords, and shows server errors inline', async () => {
    fakeServer({
      forgetByPhoneOne: () => ({ resendAfter: 60 }),
      forgetByPhoneTwo: () => {
        throw businessError(forgetByPhoneTwo, 6036, '验证码错误');
      },
    });
    await reachVerification();
    click('下一步');
    expect(screen.getByText('请输入验证码')).toBeInTheDocument();
    type('验证码', '12345');
    expect(screen.getByText('请输入6位数字验证码')).toBeInTheDocument();
    type('验证码', '654321');
    click('下一步');
    const form = screen.getByRole('form', { name: '身份验证' });
    expect(await within(form).findByRole('alert')).toHaveTextContent('验证码错误');
  });

  it('applies the new password rules', async () => {
    phoneServer();
    await reachVerification();
    type('验证码', '123456');
    click('下一步');
    await screen.findByRole('form', { name: '重置密码' });
    click('确认');
    expect(screen.getByText('请设置新密码')).toBeInTheDocument();
    type('新密码', 'abcdefgh');
    expect(screen.getByText('请输入8-12位字母+数字组合')).toBeInTheDocument();
    type('新密码', 'abcd1234');
    type('确认新密码', 'abcd12345');
    expect(screen.getByText('两次输入不一致，请重新输入')).toBeInTheDocument();
  });

  it('returns to login with 返回登录 and offers 联系客服', () => {
    fakeServer();
    renderAuthDialog({ kind: 'forget-password' });
    expect(screen.getByRole('button', { name: '联系客服' })).toBeInTheDocument();
    click('返回登录');
    expect(screen.getByRole('tab', { name: '登录' })).toHaveAttribute('aria-selected', 'true');
  });
});
