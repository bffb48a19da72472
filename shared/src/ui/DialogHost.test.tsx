import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bus } from '../bus/instance';
import { DialogHost } from './DialogHost';
import { LOADING_AUTO_CLOSE_MS } from './LoadingToastHost';
import { PlatformProviders } from './PlatformProviders';

afterEach(() => vi.useRealTimers());

function mount() {
  render(
    <PlatformProviders>
      <DialogHost />
    </PlatformProviders>,
  );
}

describe('bus-driven dialogs', () => {
  it('shows the tips dialog with its default title and runs onSure', async () => {
    mount();
    const onSure = vi.fn();
    act(() => bus.emit('ui:tips-dialog', { msg: '确认退出吗？', isShowCancel: true, onSure }));
    expect(screen.getByRole('dialog', { name: '温馨提示' })).toHaveTextContent('确认退出吗？');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '确定' }));
    });
    expect(onSure).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the login prompt opens login on OK', () => {
    mount();
    const login = vi.fn();
    const off = bus.on('auth:request', login);
    act(() => bus.emit('ui:login-tips'));
    expect(screen.getByRole('dialog')).toHaveTextContent('请先登录账号，才能了解更多');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(login).toHaveBeenCalledWith({ kind: 'login' });
    off();
  });

  it('the loading toast closes itself after 3 s when asked to', () => {
    vi.useFakeTimers();
    mount();
    act(() => bus.emit('ui:loading-show', { isAutoClose: true }));
    expect(screen.getByText('加载中...')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(LOADING_AUTO_CLOSE_MS);
    });
    expect(screen.queryByText('加载中...')).toBeNull();
  });

  it('the loading toast closes at once on ui:loading-hide', () => {
    mount();
    act(() => bus.emit('ui:loading-show', { msg: '启动中...' }));
    expect(screen.getByText('启动中...')).toBeInTheDocument();
    act(() => bus.emit('ui:loading-hide'));
    expect(screen.queryByText('启动中...')).toBeNull();
  });

  it('shows a toast message', () => {
    mount();
    act(() => bus.emit('ui:toast', { message: '请先登录账号，才能了解更多', position: 'bottom' }));
    expect(screen.getByTestId('toast')).toHaveTextContent('请先登录账号，才能了解更多');
  });
});
