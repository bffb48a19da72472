import { useState, type FormEvent } from 'react';
import { useTranslation } from 'shared/i18n';
import { Button, Dialog, Muted, Row, TextField } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { DialogFailure, DialogForm } from '../../ui/dialog-parts';

export interface ReasonDialogProps {
  title: string;
  body: string;
  confirm: string;
  busy: boolean;
  failure: string | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** The confirmation before a brand's config changes for every next page load; the reason goes to the audit row. */
export function ReasonDialog({ title, body, confirm, busy, failure, onConfirm, onClose }: ReasonDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim().length < 2) {
      setProblem(t('brandConfig.reasonRequired'));
      return;
    }
    setProblem(undefined);
    onConfirm(reason.trim());
  };
  const close = () => {
    if (!busy) onClose();
  };
  return (
    <Dialog open title={title} onClose={close} closable width="30rem">
      <DialogForm onSubmit={submit} noValidate>
        <Muted>{body}</Muted>
        <TextField
          label={t('brandConfig.reason')}
          maxLength={200}
          autoFocus
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={problem}
        />
        {failure !== null && <DialogFailure role="alert">{failure}</DialogFailure>}
        <Row $gap="0.75rem" $justify="end">
          <Button type="button" variant="secondary" onClick={close} disabled={busy}>
            {t('brandConfig.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {confirm}
          </Button>
        </Row>
      </DialogForm>
    </Dialog>
  );
}
