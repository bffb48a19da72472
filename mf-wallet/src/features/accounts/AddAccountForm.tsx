import { useState, type ReactNode } from 'react';
import { useTranslation } from 'shared/i18n';
import { errorMessage } from 'shared/api';
import { Button } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { Alert, FormPanel, Muted, SectionTitle } from '../../ui/panel';

/** What an added account is shown as. */
export interface SavedAccount {
  name: string;
  masked: string;
}

export interface AddAccountFormProps {
  title: string;
  hint: string;
  submitLabel: string;
  /** Checks the fields and marks their problems; true when the form may be sent. */
  validate(): boolean;
  /** Sends the account; the form clears its own field when it resolves. */
  send(): Promise<SavedAccount>;
  onAdded(): void;
  /** The kind's own fields, disabled while `busy`. */
  children(busy: boolean): ReactNode;
}

/**
 * The frame every 添加 form shares: one request at a time, the server's refusal as an alert, the
 * added account named in a status line, and the list told to reload.
 */
export function AddAccountForm({ title, hint, submitLabel, validate, send, onAdded, children }: AddAccountFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [added, setAdded] = useState<string | null>(null);

  const submit = async () => {
    if (!validate() || busy) return;
    setBusy(true);
    setFailure(null);
    setAdded(null);
    try {
      const saved = await send();
      setAdded(t('accounts.added', { name: saved.name, masked: saved.masked }));
      onAdded();
    } catch (error) {
      setFailure(errorMessage(error, t('accounts.addFailed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormPanel
      aria-label={title}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <SectionTitle>{title}</SectionTitle>
      {children(busy)}
      <Muted>{hint}</Muted>
      {failure && <Alert role="alert">{failure}</Alert>}
      {added && <Muted role="status">{added}</Muted>}
      <Button type="submit" block loading={busy} disabled={busy}>
        {submitLabel}
      </Button>
    </FormPanel>
  );
}
