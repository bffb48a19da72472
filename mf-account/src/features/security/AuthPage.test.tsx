import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from 'shared/api';
import { bus } from 'shared/bus';
import { bindEmail, bindPassword, bindPhone, sendBindCode, withdrawPwdReset, withdrawPwdSet } from 'shared/contract';
import { md5Hex } from 'shared/crypto';
import { hrefFor } from 'shared/routes';
import { appStore, memberAtom, type MemberInfo } from 'shared/state';
import { fakeEndpoints, type EndpointFakes } from 'shared/testing/fake-endpoints';
import { renderWithProviders, resetPlatformState, signInForTest } from 'shared/testing/render';
import AuthPage from '../../exposes/AuthPage';
import { newMember, serveMine } from '../../testing/test-member';

/** Answers like the server; `overrides` replaces endpoints' answers (throw to refuse). */
function stubServer(overrides: EndpointFakes = {}) {
  return fakeEndpoints({
    queryCountryArea: {
      list: [
        { areaName: '中国大陆', areaCode: '86', regex: '^1[3-9]\\d{9}$' },
        { areaName: '中国台湾', areaCode: '886', regex: '^09\\d{8}$' },
      ],
    },
    sendBindCode: { resendAfter: 60 },
    bindPhone: () => ({ ...appStore.get(memberAtom)!, bindPhone: true, phone: '138****5678' }),
    bindEmail: ({ email }) => ({ ...appStore.get(memberAtom)!, bindEmail: true, email }),
    bindPassword: { passwordChanged: true, endedSessions: 2 },
    withdrawPwdSet: { passwordSet: true },
    withdrawPwdReset: { passwordSet: true },
    withdrawPwdSendCode: { resendAfter: 60, phoneMasked: '138****5678' },
    memberInfo: () => ({ ...appStore.get(memberAtom)!, hasSecondPassword: true }),
    ...overrides,
  });
}

function renderAuth(route: string = hrefFor('auth'), member: MemberInfo = newMember) {
  appStore.set(memberAtom, member);
  return renderWithProviders(<AuthPage />, { route });
}

const section = (name: string) => screen.getByRole('region', { name });
const refusal = (code: number, message: string, data?: unknown) => () => {
  throw new ApiError({ kind: 'business', code, message, path: '/x', data });
};

beforeEach(() => {
  resetPlatformState();
  signInForTest();
  serveMine('userinfo', 'auth');
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('landing on /mine/auth', () => {
  it('focuses the phone section for the bound-phone guard (?bind=phone)', async () => {
    stubServer();
    renderAuth(`${hrefFor('auth')}?bind=phone`);
    await act(async () => {});
    expect(within(section('手机号码')).getByRole('combobox', { name: '国家/地区' })).toHaveFocus();
  });

  it('focuses the login password on #password and the second password on #withdraw', async () => {
    stubServer();
    const { unmount } = renderAuth(`${hrefFor('auth')}#password`);
    await act(async () => {});
    expect(screen.getByLabelText('原密码')).toHaveFocus();
    unmount();
    renderAuth(`${hrefFor('auth')}#withdraw`);
    await act(async () => {});
    expect(within(section('二级密码')).getAllByLabelText('二级密码')[0]).toHaveFocus();
  });

  it('links an unset real name to the profile page', async () => {
    stubServer();
    renderAuth();
    await act(async () => {});
    expect(within(section('真实姓名')).getByRole('link', { name: '去完善真实姓名' })).toHaveAttribute(
      'href',
      `${hrefFor('userinfo')}#realName`,
    );
  });
});

describe('binding a phone', () => {
  it('checks the number against the chosen country before sending a code', async () => {
    const request = stubServer();
    renderAuth();
    await act(async () => {});
    const phone = within(section('手机号码'));
    fireEvent.change(phone.getByLabelText('手机号码'), { target: { value: '12345' } });
    fireEvent.click(phone.getByRole('button', { name: '获取验证码' }));
    expect(phone.getByText('请输入正确的手机号码')).toBeInTheDocument();
    expect(request).not.toHaveBeenCalledWith(sendBindCode, expect.anything());
  });

  it('counts 60 seconds down after a code is sent, then offers another', async () => {
    vi.useFakeTimers();
    const request = stubServer();
    renderAuth();
    await act(async () => {});
    const phone = within(section('手机号码'));
    fireEvent.change(phone.getByLabelText('手机号码'), { target: { value: '13812345678' } });
    await act(async () => fireEvent.click(phone.getByRole('button', { name: '获取验证码' })));
    expect(request).toHaveBeenCalledWith(sendBindCode, {
      purpose: 'bindPhone',
      cate: 0,
      receiver: '13812345678',
      areaCode: '86',
    });
    expect(phone.getByRole('button', { name: '60秒后重新获取' })).toBeDisabled();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(phone.getByRole('button', { name: '59秒后重新获取' })).toBeDisabled();
    act(() => {
      vi.advanceTimersByTime(59_000);
    });
    expect(phone.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  });

  it('waits what the server says is left after a 6066', async () => {
    vi.useFakeTimers();
    stubServer({ sendBindCode: refusal(6066, '请勿频繁发送验证码', { resendAfter: 42 }) });
    renderAuth();
    await act(async () => {});
    const phone = within(section('手机号码'));
    fireEvent.change(phone.getByLabelText('手机号码'), { target: { value: '13812345678' } });
    await act(async () => fireEvent.click(phone.getByRole('button', { name: '获取验证码' })));
    expect(phone.getByRole('alert')).toHaveTextContent('请勿频繁发送验证码');
    expect(phone.getByRole('button', { name: '42秒后重新获取' })).toBeDisabled();
  });

  it('needs a code first, then binds with it and shows the new number', async () => {
    const request = stubServer();
    renderAuth();
    await act(async () => {});
    const phone = within(section('手机号码'));
    fireEvent.change(phone.getByLabelText('手机号码'), { target: { value: '13812345678' } });
    fireEvent.click(phone.getByRole('button', { name: '绑定手机号码' }));
    expect(phone.getByText('请先获取验证码')).toBeInTheDocument();
    await act(async () => fireEvent.click(phone.getByRole('button', { name: '获取验证码' })));
    fireEvent.change(phone.getByLabelText('验证码'), { target: { value: '12a3456' } });
    expect(phone.getByLabelText('验证码')).toHaveValue('123456');
    await act(async () => fireEvent.click(phone.getByRole('button', { name: '绑定手机号码' })));
    expect(request).toHaveBeenCalledWith(bindPhone, { areaCode: '86', phone: '13812345678', code: '123456' });
    expect(appStore.get(memberAtom)?.bindPhone).toBe(true);
    expect(section('手机号码')).toHaveTextContent('当前：138****5678');
  });
});

describe('binding an e-mail', () => {
  it('sends the code by e-mail (cate 1) and binds with it', async () => {
    const request = stubServer();
    renderAuth();
    await act(async () => {});
    const email = within(section('邮箱'));
    fireEvent.change(email.getByLabelText('邮箱地址'), { target: { value: 'abcdef@qq.com' } });
    await act(async () => fireEvent.click(email.getByRole('button', { name: '获取验证码' })));
    expect(request).toHaveBeenCalledWith(sendBindCode, {
      purpose: 'bindEmail',
      cate: 1,
      receiver: 'abcdef@qq.com',
      areaCode: '86',
    });
    fireEvent.change(email.getByLabelText('验证码'), { target: { value: '654321' } });
    await act(async () => fireEvent.click(email.getByRole('button', { name: '绑定邮箱' })));
    expect(request).toHaveBeenCalledWith(bindEmail, { email: 'abcdef@qq.com', code: '654321' });
    expect(section('邮箱')).toHaveTextContent('当前：abcdef@qq.com');
  });
});

describe('changing the login password', () => {
  function fill(old: string, password: string, repeat: string) {
    const form = within(section('登录密码'));
    fireEvent.change(form.getByLabelText('原密码'), { target: { value: old } });
    fireEvent.change(form.getByLabelText('新密码'), { target: { value: password } });
    fireEvent.change(form.getByLabelText('确认新密码'), { target: { value: repeat } });
    return form;
  }

  it('applies the §5 rule and the repeat before calling the server', async () => {
    const request = stubServer();
    renderAuth();
    await act(async () => {});
    const form = fill('', 'abcdefgh', 'abcdefgi');
    fireEvent.click(form.getByRole('button', { name: '修改密码' }));
    expect(form.getByText('密码不能为空')).toBeInTheDocument();
    expect(form.getByText('请输入8-12位字母+数字组合')).toBeInTheDocument();
    expect(form.getByText('两次输入不一致，请重新输入')).toBeInTheDocument();
    fill('abc12345', 'abc12345', 'abc12345');
    fireEvent.click(form.getByRole('button', { name: '修改密码' }));
    expect(form.getByText('新密码不能与原密码相同')).toBeInTheDocument();
    expect(request).not.toHaveBeenCalledWith(bindPassword, expect.anything());
  });

  it('sends the MD5 digests, toasts success and clears the form', async () => {
    const request = stubServer();
    const toast = vi.fn();
    const off = bus.on('ui:toast', toast);
    renderAuth();
    await act(async () => {});
    const form = fill('old12345', 'new12345', 'new12345');
    await act(async () => fireEvent.click(form.getByRole('button', { name: '修改密码' })));
    off();
    expect(request).toHaveBeenCalledWith(bindPassword, {
      oldPassword: md5Hex('old12345'),
      password: md5Hex('new12345'),
      confirmPassword: md5Hex('new12345'),
    });
    expect(toast).toHaveBeenCalledWith({ message: '密码修改成功，其他设备上的登录已退出', kind: 'success' });
    expect(form.getByLabelText('原密码')).toHaveValue('');
    expect(appStore.get(memberAtom)).not.toBeNull();
  });

  it('shows the server refusal of a wrong old password', async () => {
    stubServer({ bindPassword: refusal(6100, '原密码错误') });
    renderAuth();
    await act(async () => {});
    const form = fill('bad12345', 'new12345', 'new12345');
    await act(async () => fireEvent.click(form.getByRole('button', { name: '修改密码' })));
    expect(form.getByRole('alert')).toHaveTextContent('原密码错误');
    expect(form.getByLabelText('原密码')).toHaveValue('bad12345');
  });

  it('shows the lock-out of the password checks (6037) with the time it names', async () => {
    stubServer({ bindPassword: refusal(6037, '密码错误次数过多，已暂停验证，请15分钟后再试') });
    renderAuth();
    await act(async () => {});
    const form = fill('old12345', 'new12345', 'new12345');
    await act(async () => fireEvent.click(form.getByRole('button', { name: '修改密码' })));
    expect(form.getByRole('alert')).toHaveTextContent('密码错误次数过多，已暂停验证，请15分钟后再试');
  });
});

describe('the second password', () => {
  it('is set with six digits twice, then shows 已设置', async () => {
    const request = stubServer();
    renderAuth();
    await act(async () => {});
    const form = within(section('二级密码'));
    const [password, repeat] = form.getAllByLabelText(/二级密码/);
    fireEvent.change(password!, { target: { value: '12345' } });
    fireEvent.click(form.getByRole('button', { name: '设置二级密码' }));
    expect(form.getByText('二级密码须为6位数字')).toBeInTheDocument();
    fireEvent.change(password!, { target: { value: '123456' } });
    fireEvent.change(repeat!, { target: { value: '123456' } });
    await act(async () => fireEvent.click(form.getByRole('button', { name: '设置二级密码' })));
    expect(request).toHaveBeenCalledWith(withdrawPwdSet, {
      password: md5Hex('123456'),
      confirmPassword: md5Hex('123456'),
    });
    expect(section('二级密码')).toHaveTextContent('已设置');
  });

  it('is reset with a code sent to the bound phone', async () => {
    const request = stubServer();
    renderAuth(hrefFor('auth'), { ...newMember, bindPhone: true, phone: '138****5678', hasSecondPassword: true });
    await act(async () => {});
    const form = within(section('二级密码'));
    await act(async () => fireEvent.click(form.getByRole('button', { name: '获取验证码' })));
    expect(form.getByText('验证码已发送至 138****5678')).toBeInTheDocument();
    fireEvent.change(form.getByLabelText('验证码'), { target: { value: '111222' } });
    fireEvent.change(form.getByLabelText('二级密码'), { target: { value: '654321' } });
    fireEvent.change(form.getByLabelText('确认二级密码'), { target: { value: '654321' } });
    await act(async () => fireEvent.click(form.getByRole('button', { name: '重置二级密码' })));
    expect(request).toHaveBeenCalledWith(withdrawPwdReset, {
      code: '111222',
      password: md5Hex('654321'),
      confirmPassword: md5Hex('654321'),
    });
  });
});
