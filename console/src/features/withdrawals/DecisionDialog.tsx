import { useState, type FormEvent } from 'react';
import { errorMessage } from 'shared/api';
import type { DeskWithdrawal } from 'shared/contract/console';
import { formatMoney } from 'shared/format';
import { useTranslation } from 'shared/i18n';
import { Button, Dialog, Muted, Row, TextField } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { useDecision } from './use-decision';
import { DialogForm, DialogFailure } from '../../ui/dialog-parts';

export interface DecisionDialogProps {
  order: DeskWithdrawal;
  kind: 'approve' | 'refuse';
  onClose: () => void;
  /** The order as the server answered it after the decision. */
  onDecided: (order: DeskWithdrawal) => void;
}

/** Confirms one approval or refusal (with its reason); the buttons wait while the call runs. */
export function DecisionDialog({ order, kind, onClose, onDecided }: DecisionDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const { run, busy, failure } = useDecision();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (kind === 'refuse' && reason.trim().length < 2) {
      setProblem(t('withdrawals.reasonRequired'));
      return;
    }
    setProblem(undefined);
    const answer = await run(
      kind === 'approve' ? { kind, orderNo: order.orderNo } : { kind, orderNo: order.orderNo, reason: reason.trim() },
    );
    if (answer) onDecided(answer);
  };

  const close = () => {
    if (!busy) onClose();
  };
  return (
    <Dialog
      open
      title={kind === 'approve' ? t('withdrawals.approveTitle') : t('withdrawals.refuseTitle')}
      onClose={close}
      width="30rem"
    >
      <DialogForm onSubmit={(event) => void submit(event)} noValidate>
        <p style={{ margin: 0 }}>
          {t('withdrawals.approveBody', {
            orderNo: order.orderNo,
            member: order.memberName,
            amount: formatMoney(order.amount),
            actual: formatMoney(order.actualAmount),
          })}
        </p>
        {kind === 'approve' && order.firstApproval && (
          <Muted>{t('withdrawals.secondApproval', { name: order.firstApproval.operatorName })}</Muted>
        )}
        {kind === 'approve' && order.needsTwoApprovals && !order.firstApproval && (
          <Muted>{t('withdrawals.firstOfTwo')}</Muted>
        )}
        {kind === 'refuse' && (
          <>
            <Muted>{t('withdrawals.refuseHint')}</Muted>
            <TextField
              label={t('withdrawals.reason')}
              placeholder={t('withdrawals.reasonPlaceholder')}
              maxLength={100}
              autoFocus
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              error={problem}
            />
          </>
        )}
        {failure !== null && (
          <DialogFailure role="alert">{errorMessage(failure, t('withdrawals.approveTitle'))}</DialogFailure>
        )}
        <Row $gap="0.75rem" $justify="end">
          <Button type="button" variant="secondary" onClick={close} disabled={busy}>
            {t('withdrawals.cancel')}
          </Button>
          <Button type="submit" loading={busy} autoFocus={kind === 'approve'}>
            {kind === 'approve' ? t('withdrawals.approve') : t('withdrawals.refuse')}
          </Button>
        </Row>
      </DialogForm>
    </Dialog>
  );
}
