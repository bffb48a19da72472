import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from 'shared/api';
import { Button, Dialog } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { deleteFeedback } from './feedback-api';
import { Actions, Alert } from './feedback-styles';

export interface DeleteFeedbackDialogProps {
  /** The ticket to delete; the dialog is open while there is one. */
  id: number | null;
  onClose: () => void;
  onDeleted: (id: number) => void;
}

/** 删除确认: a ticket goes only after an explicit 确认删除; a failure stays in the dialog. */
export function DeleteFeedbackDialog({ id, onClose, onDeleted }: DeleteFeedbackDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    if (busy) return;
    setFailure(null);
    onClose();
  };

  const confirm = async () => {
    if (busy || id === null) return;
    setBusy(true);
    setFailure(null);
    try {
      await deleteFeedback(id);
      onDeleted(id);
    } catch (error) {
      setFailure(errorMessage(error, t('feedback.deleteFailed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={id !== null} title={t('feedback.deleteTitle')} onClose={close}>
      <p>{t('feedback.deleteConfirm')}</p>
      {failure && <Alert role="alert">{failure}</Alert>}
      <Actions>
        <Button variant="secondary" onClick={close} disabled={busy}>
          {t('feedback.cancel')}
        </Button>
        <Button onClick={() => void confirm()} loading={busy}>
          {t('feedback.confirmDelete')}
        </Button>
      </Actions>
    </Dialog>
  );
}
