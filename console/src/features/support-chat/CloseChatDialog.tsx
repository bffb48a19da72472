import { useState, type FormEvent } from 'react';
import type { SupportChat } from 'shared/contract/console';
import { useTranslation } from 'shared/i18n';
import { Button, Dialog, Row, TextField } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { DialogFailure, DialogForm } from '../../ui/dialog-parts';

export interface CloseChatDialogProps {
  chat: SupportChat;
  busy: boolean;
  failure: string | null;
  onCancel: () => void;
  onConfirm: (note: string) => void;
}

/** Closing ends the agent's hold on the room (audited with the note); the player's next message waits in the queue again. */
export function CloseChatDialog({ chat, busy, failure, onCancel, onConfirm }: CloseChatDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (note.trim().length < 2) {
      setProblem(t('supportChat.noteRequired'));
      return;
    }
    setProblem(undefined);
    onConfirm(note.trim());
  };
  return (
    <Dialog open title={t('supportChat.closeTitle')} onClose={() => (busy ? undefined : onCancel())} width="30rem">
      <DialogForm onSubmit={submit} noValidate>
        <p style={{ margin: 0 }}>{t('supportChat.closeBody', { name: chat.ownerName })}</p>
        <TextField
          label={t('supportChat.note')}
          autoFocus
          maxLength={200}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          error={problem}
        />
        {failure !== null && <DialogFailure role="alert">{failure}</DialogFailure>}
        <Row $gap="0.5rem" $justify="end">
          <Button type="button" variant="ghost" disabled={busy} onClick={onCancel}>
            {t('supportChat.cancel')}
          </Button>
          <Button type="submit" disabled={busy} data-testid="support-close-confirm">
            {t('supportChat.closeConfirm')}
          </Button>
        </Row>
      </DialogForm>
    </Dialog>
  );
}
