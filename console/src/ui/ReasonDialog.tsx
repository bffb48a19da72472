import { useState } from 'react';
import { useTranslation } from 'shared/i18n';
import { Muted, TextField } from 'shared/ui';
import { NAMESPACE } from '../setup';
import { ActionDialog } from './ActionDialog';

export interface ReasonDialogProps {
  title: string;
  body: string;
  confirm: string;
  /** What the reason field says while empty (where the reason goes). */
  placeholder?: string;
  busy: boolean;
  /** The server's refusal of the last try, null while there is none. */
  failure: unknown;
  /** Said when the refusal carries no message of its own; the title when not given. */
  failed?: string;
  onClose: () => void;
  /** Runs the action with the trimmed reason; resolves true when it succeeded, which closes the dialog. */
  onConfirm: (reason: string) => Promise<boolean>;
}

/** Confirms an irreversible operator action with its reason (required, for the audit row). */
export function ReasonDialog({ body, placeholder, onConfirm, onClose, ...dialog }: ReasonDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const submit = async () => {
    if (reason.trim().length < 2) {
      setProblem(t('dialog.reasonRequired'));
      return;
    }
    setProblem(undefined);
    if (await onConfirm(reason.trim())) onClose();
  };
  return (
    <ActionDialog {...dialog} width="30rem" onClose={onClose} onSubmit={() => void submit()}>
      <Muted>{body}</Muted>
      <TextField
        label={t('dialog.reason')}
        placeholder={placeholder}
        maxLength={200}
        autoFocus
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={problem}
      />
    </ActionDialog>
  );
}
