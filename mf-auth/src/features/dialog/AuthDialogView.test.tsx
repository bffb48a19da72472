import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bus } from 'shared/bus';
import { resetPlatformState } from 'shared/testing/render';
import { renderAuthDialog } from '../../testing/auth-dialog-test-kit';
import { fakeServer } from '../../testing/fake-server';
import '../../setup';

const risk = {
  phoneNumber: '138****5678',
  name: 'player01',
  passwordHash: 'a'.repeat(32),
  message: '检测到您的登录环境存在风险',
};

beforeEach(resetPlatformState);
afterEach(() => vi.restoreAllMocks());

describe('AuthDialog opening and closing', () => {
  it('opens in the mode of the request it was mounted for', () => {
    renderAuthDialog({ kind: 'register' });
    expect(screen.getByRole('tab', { name: '注册' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('确认密码')).toBeInTheDocument();
  });

  it('opens forgot-password requests in the find-password mode', () => {
    fakeServer();
    renderAuthDialog({ kind: 'forget-password' });
    expect(screen.getByRole('dialog', { name: '找回密码' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '找回密码' })).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('opens new-device requests in the new-device mode with the server message', () => {
    renderAuthDialog({ kind: 'new-device', request: risk });
    expect(screen.getByRole('dialog', { name: '新设备验证' })).toBeInTheDocument();
    expect(screen.getByText('检测到您的登录环境存在风险')).toBeInTheDocument();
  });

  it('stays closed without a request and answers later bus events', () => {
    fakeServer();
    renderAuthDialog();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => bus.emit('auth:request', { kind: 'login' }));
    expect(screen.getByRole('dialog', { name: '登录与注册' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: '注册' }));
    expect(screen.getByRole('tab', { name: '注册' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => bus.emit('auth:request', { kind: 'forget-password' }));
    expect(screen.getByRole('dialog', { name: '找回密码' })).toBeInTheDocument();
    act(() => bus.emit('auth:request', { kind: 'new-device', request: risk }));
    expect(screen.getByRole('dialog', { name: '新设备验证' })).toBeInTheDocument();
    act(() => bus.emit('auth:request', { kind: 'register' }));
    expect(screen.getByLabelText('确认密码')).toBeInTheDocument();
  });

  it('hears a request once: a dialog mounted again later starts closed', () => {
    const first = renderAuthDialog({ kind: 'login' });
    expect(screen.getByRole('dialog', { name: '登录与注册' })).toBeInTheDocument();
    first.unmount();
    renderAuthDialog();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes with Escape and with the close icon', () => {
    renderAuthDialog({ kind: 'login' });
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => bus.emit('auth:request', { kind: 'login' }));
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the other mode empty on switching, and restores what was typed on switching back', () => {
    renderAuthDialog({ kind: 'login' });
    fireEvent.change(screen.getByLabelText('用户名'), { target: { value: 'player01' } });
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'secret99' } });
    fireEvent.click(screen.getByRole('tab', { name: '注册' }));
    expect(screen.getByLabelText('用户名')).toHaveValue('');
    fireEvent.change(screen.getByLabelText('用户名'), { target: { value: 'newbie01' } });
    fireEvent.click(screen.getByRole('tab', { name: '登录' }));
    expect(screen.getByLabelText('用户名')).toHaveValue('player01');
    expect(screen.getByLabelText('密码')).toHaveValue('secret99');
    fireEvent.click(screen.getByRole('tab', { name: '注册' }));
    expect(screen.getByLabelText('用户名')).toHaveValue('newbie01');
  });

  it('hides its header on the password-change success event', () => {
    fakeServer();
    renderAuthDialog({ kind: 'forget-password' });
    expect(screen.getByRole('heading', { name: '找回密码' })).toBeInTheDocument();
    act(() => bus.emit('auth:password-change-success'));
    expect(screen.queryByRole('heading', { name: '找回密码' })).not.toBeInTheDocument();
    // Back at login the tabs return.
    fireEvent.click(screen.getByRole('button', { name: '返回登录' }));
    expect(screen.getByRole('tab', { name: '登录' })).toHaveAttribute('aria-selected', 'true');
  });

  it('offers 联系客服 behind the customer-service warning', () => {
    const emit = vi.spyOn(bus, 'emit');
    renderAuthDialog({ kind: 'login' });
    fireEvent.click(screen.getByRole('button', { name: '联系客服' }));
    expect(emit).toHaveBeenCalledWith(
      'ui:tips-dialog',
      expect.objectContaining({ msg: expect.stringContaining('线下第三方代充值一律不予认可') }),
    );
  });
});
