import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PlatformProviders } from './PlatformProviders';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { ErrorState } from './StatePanel';

describe('ui', () => {
  it('disables a loading button', () => {
    render(
      <PlatformProviders>
        <Button loading>登录</Button>
      </PlatformProviders>,
    );
    expect(screen.getByRole('button', { name: '登录' })).toBeDisabled();
  });

  it('closes a dialog with Escape and the close icon', () => {
    const onClose = vi.fn();
    render(
      <PlatformProviders>
        <Dialog open title="温馨提示" onClose={onClose}>
          内容
        </Dialog>
      </PlatformProviders>,
    );
    expect(screen.getByRole('dialog', { name: '温馨提示' })).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('closes only the innermost dialog on Escape', () => {
    const outer = vi.fn();
    const inner = vi.fn();
    render(
      <PlatformProviders>
        <Dialog open title="登录" onClose={outer}>
          <Dialog open title="图形验证" onClose={inner}>
            验证码
          </Dialog>
        </Dialog>
      </PlatformProviders>,
    );
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(inner).toHaveBeenCalledTimes(1);
    expect(outer).not.toHaveBeenCalled();
  });

  it('offers a retry on an error state', () => {
    const onRetry = vi.fn();
    render(
      <PlatformProviders>
        <ErrorState message="网络异常" onRetry={onRetry} />
      </PlatformProviders>,
    );
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
