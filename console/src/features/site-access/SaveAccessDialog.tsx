import { useState, type FormEvent } from 'react';
import { useTranslation } from 'shared/i18n';
import { Button, Dialog, Muted, Row, TextField } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { DialogForm, DialogFailure } from '../../ui/dialog-parts';

export interface SaveAccessDialogProps {
  siteId: string;
  busy: boolean;
  failure: string | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** The confirmation before the settings apply to every visitor: the reason goes into the audit row. */
export function SaveAccessDialog({ siteId, busy, failure, onConfirm, onClose }: SaveAccessDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The confirmation's own form sits inside the brand's form in the tree: keep the submit here.
    event.stopPropagation();
    if (reason.trim().length < 2) {
      setProblem(t('siteAccess.reasonRequired'));
      return;
    }
    setProblem(undefined);
    onConfirm(reason.trim());
  };
  const close = () => {
    if (!busy) onClose();
  };
  return (
    <Dialog open title={t('siteAccess.confirmTitle')} onClose={close} closable width="30rem">
      <DialogForm onSubmit={submit} noValidate>
        <Muted>{t('siteAccess.confirmBody', { siteId })}</Muted>
        <TextField
          label={t('siteAccess.reason')}
          placeholder={t('siteAccess.reasonPlaceholder')}
          maxLength={200}
          autoFocus
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={problem}
        />
        {failure !== null && <DialogFailure role="alert">{failure}</DialogFailure>}
        <Row $gap="0.75rem" $justify="end">
          <Button type="button" variant="secondary" onClick={close} disabled={busy}>
            {t('siteAccess.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('siteAccess.confirm')}
          </Button>
        </Row>
      </DialogForm>
    </Dialog>
  );
}
