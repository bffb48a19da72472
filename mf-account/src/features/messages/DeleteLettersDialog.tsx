import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from 'shared/api';
import { Button, Dialog } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { deleteLetters } from './letters-api';
import { Actions, Alert } from './message-styles';

export interface DeleteLettersDialogProps {
  /** The letters to delete; the dialog is open while there are some. */
  ids: readonly number[];
  onClose: () => void;
  onDeleted: (deleted: number) => void;
}

/** 删除确认: letters go only after an explicit 确认删除; a failure stays in the dialog. */
export function DeleteLettersDialog({ ids, onClose, onDeleted }: DeleteLettersDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    if (busy) return;
    setFailure(null);
    onClose();
  };

  const confirm = async () => {
    if (busy || ids.length === 0) return;
    setBusy(true);
    setFailure(null);
    try {
      onDeleted(await deleteLetters(ids));
    } catch (error) {
      setFailure(errorMessage(error, t('messages.deleteFailed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={ids.length > 0} title={t('messages.deleteTitle')} onClose={close}>
      <p>{t('messages.deleteConfirm', { count: ids.length })}</p>
      {failure && <Alert role="alert">{failure}</Alert>}
      <Actions>
        <Button variant="secondary" onClick={close} disabled={busy}>
          {t('messages.cancel')}
        </Button>
        <Button onClick={() => void confirm()} loading={busy}>
          {t('messages.confirmDelete')}
        </Button>
      </Actions>
    </Dialog>
  );
}
