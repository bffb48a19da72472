import { useState, type FormEvent } from 'react';
import { errorMessage } from 'shared/api';
import type { Adjustment } from 'shared/contract/console';
import { formatMoney } from 'shared/format';
import { useTranslation } from 'shared/i18n';
import { Button, Dialog, Row, TextField } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { useAdjustDecision } from './use-adjust-calls';
import { DialogForm, DialogFailure } from '../../ui/dialog-parts';

/** Confirms the second approval of a pending adjustment, or its refusal with a reason. */
export function AdjustDecisionDialog({
  adjustment,
  kind,
  onClose,
  onDecided,
}: {
  adjustment: Adjustment;
  kind: 'approve' | 'refuse';
  onClose: () => void;
  onDecided: (adjustment: Adjustment) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const { run, busy, failure } = useAdjustDecision();
  const title = kind === 'approve' ? t('adjust.approveTitle') : t('adjust.refuseTitle');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (kind === 'refuse' && reason.trim().length < 2) {
      setProblem(t('adjust.problems.refuseReasonRequired'));
      return;
    }
    setProblem(undefined);
    const answer = await run(
      kind === 'approve'
        ? { kind, adjustNo: adjustment.adjustNo }
        : { kind, adjustNo: adjustment.adjustNo, reason: reason.trim() },
    );
    if (answer) onDecided(answer);
  };
  const close = () => {
    if (!busy) onClose();
  };
  return (
    <Dialog open title={title} onClose={close} width="30rem">
      <DialogForm onSubmit={(event) => void submit(event)} noValidate>
        <p style={{ margin: 0 }}>
          {t('adjust.decisionBody', {
            adjustNo: adjustment.adjustNo,
            member: adjustment.memberName,
            direction: t(`adjust.directions.${adjustment.direction}`),
            amount: formatMoney(adjustment.amount),
            requester: adjustment.requestedBy.operatorName,
            reason: adjustment.reason,
          })}
        </p>
        {kind === 'refuse' && (
          <TextField
            label={t('adjust.refuseReason')}
            maxLength={100}
            autoFocus
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={problem}
          />
        )}
        {failure !== null && <DialogFailure role="alert">{errorMessage(failure, title)}</DialogFailure>}
        <Row $gap="0.75rem" $justify="end">
          <Button type="button" variant="secondary" onClick={close} disabled={busy}>
            {t('adjust.cancel')}
          </Button>
          <Button type="submit" loading={busy} autoFocus={kind === 'approve'}>
            {kind === 'approve' ? t('adjust.approve') : t('adjust.refuse')}
          </Button>
        </Row>
      </DialogForm>
    </Dialog>
  );
}
