import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from 'shared/api';
import { bus } from 'shared/bus';
import { login } from 'shared/contract';
import { md5Hex } from 'shared/crypto';
import { appStore, sessionAtom } from 'shared/state';
import AuthDialog from '../../exposes/AuthDialog';
import { renderWithProviders, resetPlatformState } from 'shared/testing/render';
import '../../setup';

const session = { token: 'tok-1', userId: '10001' };

function fillLogin(name: string, password: string) {
  fireEvent.change(screen.getByLabelText('用户名'), { target: { value: name } });
  fireEvent.change(screen.getByLabelText('密码'), { target: { value: password } });
}

beforeEach(resetPlatformState);
afterEach(() => vi.restoreAllMocks());

describe('AuthDialog opening and closing', () => {
  it('opens in the mode of the request it was mounted for', () => {
    renderWithProviders(<AuthDialog initialRequest={{ kind: 'register' }} />);
    expect(screen.getByRole('tab', { name: '注册' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('确认密码')).toBeInTheDocument();
  });

  it('opens forgot-password requests in login mode for now', () => {
    renderWithProviders(<AuthDialog initialRequest={{ kind: 'forget-password' }} />);
    expect(screen.getByRole('tab', { name: '登录' })).toHaveAttribute('aria-selected', 'true');
  });

  it('stays closed without a request and answers later bus events', () => {
    renderWithProviders(<AuthDialog initialRequest={null} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => bus.emit('auth:login'));
    expect(screen.getByRole('dialog', { name: '登录与注册' })).toBeInTheDocument();
    act(() => bus.emit('auth:switch-way', { mode: 2 }));
    expect(screen.getByRole('tab', { name: '注册' })).toHaveAttribute('aria-selected', 'true');
    act(() => bus.emit('auth:close'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => bus.emit('auth:register'));
    expect(screen.getByLabelText('确认密码')).toBeInTheDocument();
  });

  it('closes with Escape and with the close icon', () => {
    renderWithProviders(<AuthDialog initialRequest={{ kind: 'login' }} />);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => bus.emit('auth:login'));
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the other mode empty on switching, and restores what was typed on switching back', () => {
    renderWithProviders(<AuthDialog initialRequest={{ kind: 'login' }} />);
    fillLogin('player01', 'secret99');
    fireEvent.click(screen.getByRole('tab', { name: '注册' }));
    expect(screen.getByLabelText('用户名')).toHaveValue('');
    fireEvent.change(screen.getByLabelText('用户名'), { target: { value: 'newbie01' } });
    fireEvent.click(screen.getByRole('tab', { name: '登录' }));
    expect(screen.getByLabelText('用户名')).toHaveValue('player01');
    expect(screen.getByLabelText('密码')).toHaveValue('secret99');
    fireEvent.click(screen.getByRole('tab', { name: '注册' }));
    expect(screen.getByLabelText('用户名')).toHaveValue('newbie01');
  });
});

describe('AuthDialog login', () => {
  it('keeps 登录 disabled until both fields are filled', () => {
    renderWithProviders(<AuthDialog initialRequest={{ kind: 'login' }} />);
    const submit = screen.getByRole('button', { name: '登录' });
    expect(submit).toBeDisabled();
    fireEvent.change(screen.getByLabelText('用户名'), { target: { value: 'player01' } });
    expect(submit).toBeDisabled();
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'secret99' } });
    expect(submit).toBeEnabled();
  });

  it('sends the hashed password, starts the session, announces it and closes', async () => {
    const request = vi.spyOn(api, 'request').mockResolvedValue(session);
    const emit = vi.spyOn(bus, 'emit');
    renderWithProviders(<AuthDialog initialRequest={{ kind: 'login' }} />);
    fillLogin(' player01 ', 'secret99');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(request).toHaveBeenCalledWith(login, { isAgent: 0, name: 'player01', password: md5Hex('secret99'), kaptchcate: 0 });
    expect(appStore.get(sessionAtom)).toEqual(session);
    expect(emit).toHaveBeenCalledWith('auth:login-success', session);
  });

  it('shows busy while the request runs and submits once on Enter', async () => {
    let answer: (value: typeof session) => void = () => undefined;
    const request = vi.spyOn(api, 'request').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderWithProviders(<AuthDialog initialRequest={{ kind: 'login' }} />);
    fillLogin('player01', 'secret99');
    const form = screen.getByRole('form', { name: '登录' });
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(await screen.findByRole('button', { name: '登录' })).toHaveAttribute('aria-busy', 'true');
    expect(request).toHaveBeenCalledTimes(1);
    await act(async () => answer(session));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the server message inline and keeps what was typed', async () => {
    vi.spyOn(api, 'request').mockRejectedValue(new ApiError({ kind: 'business', code: 6002, message: '账号或密码错误', path: login.path }));
    renderWithProviders(<AuthDialog initialRequest={{ kind: 'login' }} />);
    fillLogin('player01', 'wrong999');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('账号或密码错误');
    expect(screen.getByLabelText('用户名')).toHaveValue('player01');
    expect(screen.getByLabelText('密码')).toHaveValue('wrong999');
    expect(appStore.get(sessionAtom)).toBeNull();
  });
});
