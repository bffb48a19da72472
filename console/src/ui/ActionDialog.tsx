import type { FormEvent, ReactNode } from 'react';
import { errorMessage } from 'shared/api';
import { useTranslation } from 'shared/i18n';
import { Button, Dialog, Row } from 'shared/ui';
import { NAMESPACE } from '../setup';
import { DialogFailure, DialogForm } from './dialog-parts';

export interface ActionDialogProps {
  title: string;
  confirm: string;
  busy: boolean;
  /** The server's refusal of the last try, null or undefined while there is none. */
  failure: unknown;
  /** Said when the refusal carries no message of its own; the title when not given. */
  failed?: string;
  width?: string;
  onClose: () => void;
  /** Checks the fields and runs the action; the dialog stays open until `onClose` is called. */
  onSubmit: () => void;
  children: ReactNode;
}

/** An operator action's dialog: its fields or its warning, the server's refusal, cancel and confirm. */
export function ActionDialog({
  title,
  confirm,
  busy,
  failure,
  failed = title,
  width = '32rem',
  onClose,
  onSubmit,
  children,
}: ActionDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const close = () => {
    if (!busy) onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The dialog's own form may sit inside a page's form in the React tree: keep the submit here.
    event.stopPropagation();
    onSubmit();
  };
  return (
    <Dialog open title={title} onClose={close} width={width}>
      <DialogForm onSubmit={submit} noValidate>
        {children}
        {failure !== null && failure !== undefined && (
          <DialogFailure role="alert">{errorMessage(failure, failed)}</DialogFailure>
        )}
        <Row $gap="0.75rem" $justify="end">
          <Button type="button" variant="secondary" onClick={close} disabled={busy}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {confirm}
          </Button>
        </Row>
      </DialogForm>
    </Dialog>
  );
}
