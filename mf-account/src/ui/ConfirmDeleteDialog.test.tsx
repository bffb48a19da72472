import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, resetPlatformState } from 'shared/testing/render';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import '../setup';

afterEach(() => {
  resetPlatformState();
  vi.restoreAllMocks();
});

describe('ConfirmDeleteDialog', () => {
  it('deletes only on 确认删除, keeps a failure in the dialog and closes on 取消', async () => {
    const onConfirm = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new Error(''))
      .mockResolvedValueOnce(undefined);
    const onClose = vi.fn();
    renderWithProviders(
      <ConfirmDeleteDialog open title="删除记录" message="确定删除吗？" onConfirm={onConfirm} onClose={onClose} />,
    );
    const dialog = screen.getByRole('dialog', { name: '删除记录' });
    expect(dialog).toHaveTextContent('确定删除吗？');
    expect(onConfirm).not.toHaveBeenCalled();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: '确认删除' })));
    expect(screen.getByRole('alert')).toHaveTextContent('删除失败，请稍后重试');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '确认删除' })));
    expect(onConfirm).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('takes its own button and failure texts', async () => {
    renderWithProviders(
      <ConfirmDeleteDialog
        open
        title="移除"
        message="移除它？"
        confirmText="移除"
        cancelText="保留"
        failureText="移除失败"
        onConfirm={() => Promise.reject(new Error(''))}
        onClose={() => undefined}
      />,
    );
    expect(screen.getByRole('button', { name: '保留' })).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '移除' })));
    expect(screen.getByRole('alert')).toHaveTextContent('移除失败');
  });
});
