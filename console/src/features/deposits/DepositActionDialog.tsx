import { useState } from 'react';
import type { DeskDeposit } from 'shared/contract/console';
import { formatMoney } from 'shared/format';
import { useTranslation } from 'shared/i18n';
import { Muted, TextField } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { statementAmount } from './deposit-filter';
import { useDepositAction } from './use-deposit-action';
import { ActionDialog } from '../../ui/ActionDialog';

export interface DepositActionDialogProps {
  order: DeskDeposit;
  kind: 'confirm' | 'expire';
  onClose: () => void;
  /** The order as the server answered it after the action. */
  onDone: (order: DeskDeposit) => void;
}

type Problems = { reference?: string; amount?: string; reason?: string };

/**
 * Confirms a bank transfer with the reference and amount read off the statement, or expires an open
 * order with a reason. The server matches the statement against the order; its refusal shows here
 * and the inputs stay. The buttons wait while the call runs.
 */
export function DepositActionDialog({ order, kind, onClose, onDone }: DepositActionDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const [reference, setReference] = useState('');
  const [amountText, setAmountText] = useState('');
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const { run, busy, failure } = useDepositAction();

  const submit = async () => {
    if (kind === 'confirm') {
      const amount = statementAmount(amountText);
      const found: Problems = {
        ...(reference.trim() === '' ? { reference: t('deposits.referenceRequired') } : {}),
        ...(amount === null ? { amount: t('deposits.amountInvalid') } : {}),
      };
      setProblems(found);
      if (amount === null || found.reference !== undefined) return;
      const answer = await run({ kind, orderNo: order.orderNo, reference: reference.trim(), amount });
      if (answer) onDone(answer);
      return;
    }
    if (reason.trim().length < 2) {
      setProblems({ reason: t('deposits.reasonRequired') });
      return;
    }
    setProblems({});
    const answer = await run({ kind, orderNo: order.orderNo, reason: reason.trim() });
    if (answer) onDone(answer);
  };

  const title = kind === 'confirm' ? t('deposits.confirmTitle') : t('deposits.expireTitle');
  return (
    <ActionDialog
      title={title}
      confirm={kind === 'confirm' ? t('deposits.confirm') : t('deposits.expire')}
      busy={busy}
      failure={failure}
      width="30rem"
      onClose={onClose}
      onSubmit={() => void submit()}
    >
      <p style={{ margin: 0 }}>
        {t('deposits.actionBody', {
          orderNo: order.orderNo,
          member: order.memberName,
          amount: formatMoney(order.amount),
          channel: order.channelName,
        })}
      </p>
      {kind === 'confirm' ? (
        <>
          <Muted>{t('deposits.confirmHint', { depositor: order.depositorName || '-' })}</Muted>
          <TextField
            label={t('deposits.statementReference')}
            autoFocus
            maxLength={40}
            value={reference}
            onChange={(event) => setReference(event.target.value)}
            error={problems.reference}
          />
          <TextField
            label={t('deposits.statementAmount')}
            inputMode="decimal"
            value={amountText}
            onChange={(event) => setAmountText(event.target.value)}
            error={problems.amount}
          />
        </>
      ) : (
        <>
          <Muted>{t('deposits.expireHint')}</Muted>
          <TextField
            label={t('deposits.reason')}
            placeholder={t('deposits.reasonPlaceholder')}
            maxLength={100}
            autoFocus
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={problems.reason}
          />
        </>
      )}
    </ActionDialog>
  );
}
