import { useState } from 'react';
import {
  consoleEndSession,
  consoleOperators,
  consoleResetTotp,
  consoleSessions,
  consoleSetOperatorStatus,
} from 'shared/contract/console';
import { useTranslation } from 'shared/i18n';
import { useEndpointMutation } from 'shared/query';
import { TextField } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { ActionDialog } from '../../ui/ActionDialog';

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

  const submit = async () => {
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
  return (
    <ActionDialog
      title={title}
      confirm={t('operators.confirm')}
      busy={busy}
      failure={failure}
      width="30rem"
      onClose={onClose}
      onSubmit={() => void submit()}
    >
      <p style={{ margin: 0 }}>{t(`operators.confirm_${action.kind}`, { name: action.operatorName })}</p>
      <TextField
        label={t('operators.reason')}
        maxLength={200}
        autoFocus
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        error={problem}
      />
    </ActionDialog>
  );
}
