import type { FormEvent } from 'react';
import { errorMessage } from 'shared/api';
import { useTranslation } from 'shared/i18n';
import { Button, Dialog, Row } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { DialogFailure, DialogForm } from '../../ui/dialog-parts';
import { useTicketAction } from './use-ticket-actions';

export interface CloseTicketDialogProps {
  id: number;
  onCancel: () => void;
  onClosed: (id: number) => void;
}

/** Closing cannot be undone: the operator confirms it here; a refusal shows and the dialog stays. */
export function CloseTicketDialog({ id, onCancel, onClosed }: CloseTicketDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const { run, busy, failure } = useTicketAction();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await run({ kind: 'close', id });
    if (answer) onClosed(answer.id);
  };
  const cancel = () => {
    if (!busy) onCancel();
  };
  return (
    <Dialog open title={t('tickets.closeTitle')} onClose={cancel} width="28rem">
      <DialogForm onSubmit={(event) => void submit(event)} noValidate>
        <p style={{ margin: 0 }}>{t('tickets.closeBody', { id })}</p>
        {failure !== null && (
          <DialogFailure role="alert">{errorMessage(failure, t('tickets.closeTitle'))}</DialogFailure>
        )}
        <Row $gap="0.75rem" $justify="end">
          <Button type="button" variant="secondary" onClick={cancel} disabled={busy}>
            {t('tickets.cancel')}
          </Button>
          <Button type="submit" loading={busy} autoFocus>
            {t('tickets.closeConfirm')}
          </Button>
        </Row>
      </DialogForm>
    </Dialog>
  );
}
