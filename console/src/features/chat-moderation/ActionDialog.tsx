import type { FormEvent, ReactNode } from 'react';
import { errorMessage } from 'shared/api';
import { useTranslation } from 'shared/i18n';
import { Button, Dialog, Row } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { DialogFailure, DialogForm } from '../../ui/dialog-parts';

export interface ActionDialogProps {
  title: string;
  confirm: string;
  busy: boolean;
  failure: unknown;
  onClose: () => void;
  /** Checks the fields and runs the action; the dialog stays open until `onClose` is called. */
  onSubmit: () => void;
  children: ReactNode;
}

/** A moderation action's dialog: its fields or its warning, the server's refusal, cancel and confirm. */
export function ActionDialog({ title, confirm, busy, failure, onClose, onSubmit, children }: ActionDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const close = () => {
    if (!busy) onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog open title={title} onClose={close} width="32rem">
      <DialogForm onSubmit={submit} noValidate>
        {children}
        {failure !== null && failure !== undefined && (
          <DialogFailure role="alert">{errorMessage(failure, title)}</DialogFailure>
        )}
        <Row $gap="0.75rem" $justify="end">
          <Button type="button" variant="secondary" onClick={close} disabled={busy}>
            {t('chatModeration.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {confirm}
          </Button>
        </Row>
      </DialogForm>
    </Dialog>
  );
}
