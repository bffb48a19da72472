import { useState, type FormEvent, type ReactNode } from 'react';
import { errorMessage } from 'shared/api';
import { useTranslation } from 'shared/i18n';
import { Button, Dialog, Row, TextField } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { DialogForm, DialogFailure } from '../../ui/dialog-parts';

export interface ReasonDialogProps {
  title: string;
  body: ReactNode;
  confirm: string;
  busy: boolean;
  failure: unknown;
  onClose: () => void;
  /** Runs the action with the trimmed reason; resolves true when it succeeded. */
  onConfirm: (reason: string) => Promise<boolean>;
}

/** Confirms an irreversible operator action with its reason (required); buttons wait while it runs. */
export function ReasonDialog({ title, body, confirm, busy, failure, onClose, onConfirm }: ReasonDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim().length < 2) {
      setProblem(t('members.reasonRequired'));
      return;
    }
    setProblem(undefined);
    if (await onConfirm(reason.trim())) onClose();
  };
  const close = () => {
    if (!busy) onClose();
  };
  return (
    <Dialog open title={title} onClose={close} width="30rem">
      <DialogForm onSubmit={(event) => void submit(event)} noValidate>
        <div>{body}</div>
        <TextField
          label={t('members.reason')}
          placeholder={t('members.reasonPlaceholder')}
          maxLength={200}
          autoFocus
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={problem}
        />
        {failure !== null && failure !== undefined && (
          <DialogFailure role="alert">{errorMessage(failure, title)}</DialogFailure>
        )}
        <Row $gap="0.75rem" $justify="end">
          <Button type="button" variant="secondary" onClick={close} disabled={busy}>
            {t('members.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {confirm}
          </Button>
        </Row>
      </DialogForm>
    </Dialog>
  );
}
