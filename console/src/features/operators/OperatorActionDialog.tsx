import { useState, type FormEvent } from 'react';
import { errorMessage } from 'shared/api';
import {
  consoleEndSession,
  consoleOperators,
  consoleResetTotp,
  consoleSessions,
  consoleSetOperatorStatus,
} from 'shared/contract/console';
import { useTranslation } from 'shared/i18n';
import { useEndpointMutation } from 'shared/query';
import { Button, Dialog, Row, TextField } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { DialogForm, DialogFailure } from '../../ui/dialog-parts';

/** One admin action on an operator or a session; each needs a reason (it goes to the audit log). */
export type OperatorAction =
  | { kind: 'disable' | 'enable' | 'resetTotp'; operatorId: number; operatorName: string }
  | { kind: 'endSession'; sessionId: number; operatorName: string };

const AFTER = [consoleOperators, consoleSessions];

/** Confirms one action with its reason; the buttons wait while the call runs. */
export function OperatorActionDialog({
  action,
  onClose,
  onDone,
}: {
  action: OperatorAction;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const status = useEndpointMutation(consoleSetOperatorStatus, { invalidates: AFTER });
  const totp = useEndpointMutation(consoleResetTotp, { invalidates: AFTER });
  const end = useEndpointMutation(consoleEndSession, { invalidates: AFTER });
  const busy = status.busy || totp.busy || end.busy;
  const failure = status.failure ?? totp.failure ?? end.failure;
  const title = t(`operators.actions.${action.kind}`);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (text.length < 2) {
      setProblem(t('operators.problems.reason'));
      return;
    }
    setProblem(undefined);
    const ok =
      action.kind === 'endSession'
        ? await end.run({ sessionId: action.sessionId, reason: text })
        : action.kind === 'resetTotp'
          ? await totp.run({ operatorId: action.operatorId, reason: text })
          : await status.run({
              operatorId: action.operatorId,
              status: action.kind === 'disable' ? 'disabled' : 'active',
              reason: text,
            });
    if (ok) onDone(t(`operators.done_${action.kind}`, { name: action.operatorName }));
  };
  const close = () => {
    if (!busy) onClose();
  };
  return (
    <Dialog open title={title} onClose={close} width="30rem">
      <DialogForm onSubmit={(event) => void submit(event)} noValidate>
        <p style={{ margin: 0 }}>{t(`operators.confirm_${action.kind}`, { name: action.operatorName })}</p>
        <TextField
          label={t('operators.reason')}
          maxLength={200}
          autoFocus
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={problem}
        />
        {failure !== null && <DialogFailure role="alert">{errorMessage(failure, title)}</DialogFailure>}
        <Row $gap="0.75rem" $justify="end">
          <Button type="button" variant="secondary" onClick={close} disabled={busy}>
            {t('operators.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('operators.confirm')}
          </Button>
        </Row>
      </DialogForm>
    </Dialog>
  );
}
