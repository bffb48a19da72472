import { useState, type ReactNode } from 'react';
import { useTranslation } from 'shared/i18n';
import { errorMessage } from 'shared/api';
import { Button, Dialog } from 'shared/ui';
import { NAMESPACE } from '../setup';
import { Actions, Alert } from './page-styles';

export interface ConfirmDeleteDialogProps {
  open: boolean;
  title: string;
  message: ReactNode;
  /** Deletes; the dialog shows 确认删除 as busy meanwhile, and a failure's message stays in it. */
  onConfirm: () => Promise<void>;
  onClose: () => void;
  /** The confirm button; 确认删除 unless given. */
  confirmText?: string | undefined;
  /** The cancel button; 取消 unless given. */
  cancelText?: string | undefined;
  /** Shown when the failure carries no message of its own; 删除失败，请稍后重试 unless given. */
  failureText?: string | undefined;
}

/** 删除确认: something goes only after an explicit 确认删除; a failure stays in the dialog. */
export function ConfirmDeleteDialog({
  open,
  title,
  message,
  onConfirm,
  onClose,
  confirmText,
  cancelText,
  failureText,
}: ConfirmDeleteDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    if (busy) return;
    setFailure(null);
    onClose();
  };

  const confirm = async () => {
    if (busy || !open) return;
    setBusy(true);
    setFailure(null);
    try {
      await onConfirm();
    } catch (error) {
      setFailure(errorMessage(error, failureText ?? t('deleteDialog.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} title={title} onClose={close}>
      <p>{message}</p>
      {failure && <Alert role="alert">{failure}</Alert>}
      <Actions>
        <Button variant="secondary" onClick={close} disabled={busy}>
          {cancelText ?? t('deleteDialog.cancel')}
        </Button>
        <Button onClick={() => void confirm()} loading={busy}>
          {confirmText ?? t('deleteDialog.confirm')}
        </Button>
      </Actions>
    </Dialog>
  );
}
