import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from 'shared/api';
import { renderConsole } from '../testing/render-console';
import { ReasonDialog, type ReasonDialogProps } from './ReasonDialog';

function renderDialog(props: Partial<ReasonDialogProps> = {}) {
  const onConfirm = vi.fn<ReasonDialogProps['onConfirm']>(async () => true);
  const onClose = vi.fn();
  renderConsole(
    <ReasonDialog
      title="锁定账户"
      body="锁定后该会员无法登录。"
      confirm="锁定"
      placeholder="将记录在审计日志中"
      busy={false}
      failure={null}
      onConfirm={onConfirm}
      onClose={onClose}
      {...props}
    />,
  );
  return { onConfirm, onClose };
}

const reasonField = () => screen.getByLabelText('原因');

describe('ReasonDialog', () => {
  it('asks for a reason of two characters or more and sends it trimmed, then closes', async () => {
    const { onConfirm, onClose } = renderDialog();
    expect(screen.getByText('锁定后该会员无法登录。')).toBeInTheDocument();
    expect(reasonField()).toHaveAttribute('placeholder', '将记录在审计日志中');
    fireEvent.change(reasonField(), { target: { value: '  a  ' } });
    fireEvent.click(screen.getByRole('button', { name: '锁定' }));
    expect(await screen.findByText('请填写原因（至少2个字）')).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.change(reasonField(), { target: { value: '  会员申请  ' } });
    fireEvent.click(screen.getByRole('button', { name: '锁定' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith('会员申请'));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('请填写原因（至少2个字）')).not.toBeInTheDocument();
  });

  it('stays open with the reason as typed when the action fails', async () => {
    const onConfirm = vi.fn(async () => false);
    const { onClose } = renderDialog({ onConfirm });
    fireEvent.change(reasonField(), { target: { value: '核实身份' } });
    fireEvent.click(screen.getByRole('button', { name: '锁定' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith('核实身份'));
    expect(reasonField()).toHaveValue('核实身份');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('disables both buttons while the action runs and cannot be cancelled then', () => {
    const { onClose } = renderDialog({ busy: true });
    expect(screen.getByRole('button', { name: /锁定/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: '取消' })).toBeDisabled();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('cancels with Escape and with the cancel button', () => {
    const { onClose, onConfirm } = renderDialog();
    fireEvent.keyDown(reasonField(), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("shows the server's refusal", () => {
    const failure = new ApiError({ kind: 'business', code: 8003, message: '该账户已锁定', path: '/console/x' });
    renderDialog({ failure, failed: '保存失败' });
    expect(screen.getByRole('alert')).toHaveTextContent('该账户已锁定');
  });

  it('falls back to the given words for a refusal without a message', () => {
    renderDialog({ failure: new Error('network'), failed: '保存失败' });
    expect(screen.getByRole('alert')).toHaveTextContent('保存失败');
  });
});
