import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from 'shared/api';
import { introTutorial } from 'shared/contract';
import { fakeEndpoints } from 'shared/testing/fake-endpoints';
import { renderWithProviders, resetPlatformState, signInForTest } from 'shared/testing/render';
import IntroTutorialPage from '../../exposes/IntroTutorialPage';
import '../../setup';

const tutorial = {
  sections: [
    {
      key: 'register',
      title: '注册账号',
      steps: [
        { title: '打开注册', text: '点击右上角的注册按钮' },
        { title: '填写资料', text: '输入用户名和密码' },
      ],
    },
    { key: 'deposit', title: '如何存款', steps: [{ title: '选择方式', text: '在存款页面选择支付方式' }] },
  ],
};

beforeEach(() => {
  resetPlatformState();
  signInForTest();
});
afterEach(() => vi.restoreAllMocks());

describe('IntroTutorialPage', () => {
  it('shows the sections with the first one open, and opens the others on demand', async () => {
    const request = fakeEndpoints({ introTutorial: tutorial });
    renderWithProviders(<IntroTutorialPage />);
    expect(screen.getByRole('status')).toHaveTextContent('加载中');
    const register = await screen.findByRole('button', { name: '注册账号' });
    expect(register).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('list', { name: '注册账号' }).querySelectorAll('li')).toHaveLength(2);
    expect(screen.getByText('输入用户名和密码')).toBeInTheDocument();
    const deposit = screen.getByRole('button', { name: '如何存款' });
    expect(deposit).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('在存款页面选择支付方式')).not.toBeInTheDocument();
    fireEvent.click(deposit);
    expect(screen.getByText('在存款页面选择支付方式')).toBeInTheDocument();
    fireEvent.click(register);
    expect(screen.queryByText('输入用户名和密码')).not.toBeInTheDocument();
    expect(request).toHaveBeenCalledWith(introTutorial, {});
  });

  it('offers a retry when the tutorial cannot be loaded', async () => {
    let calls = 0;
    fakeEndpoints({
      introTutorial: () => {
        calls += 1;
        if (calls === 1)
          throw new ApiError({
            kind: 'network',
            code: 0,
            message: '网络异常，请检查网络连接后重试',
            path: introTutorial.path,
          });
        return tutorial;
      },
    });
    renderWithProviders(<IntroTutorialPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('网络异常，请检查网络连接后重试');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('button', { name: '注册账号' })).toBeInTheDocument();
  });
});
