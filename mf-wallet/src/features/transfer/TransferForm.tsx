import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import { errorMessage } from 'shared/api';
import { bus } from 'shared/bus';
import { venueTransfer, type ResponseOf, type VenueWallet } from 'shared/contract';
import { formatMoney } from 'shared/format';
import { AmountField, Button, CallAlreadyRunning, outcomeUnknown, PillButton } from 'shared/ui';
import { useMoneyMutation } from 'shared/query';
import { amountForAll, canonicalAmount, checkTransferAmount, ruleMessageKey } from 'shared/validation';
import { NAMESPACE } from '../../setup';
import { Card, Muted, Row } from '../../ui/card';

export type Direction = '1' | '2';

/** The amount input's id: a venue's 转入/转出 shortcut moves the focus there. */
export const TRANSFER_AMOUNT_ID = 'transfer-amount';

export interface TransferTarget {
  channelCode: string;
  direction: Direction;
}

const Select = styled.select`
  min-width: 12rem;
  height: 2.5rem;
  padding: 0 0.75rem;
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.surface};
  color: ${({ theme }) => theme.text};
  font-size: 0.9375rem;
`;

const AmountRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 0.5rem;
  > div:first-child {
    flex: 1;
    max-width: 22rem;
  }
  > button {
    margin-top: 1.6rem;
  }
`;

const Notice = styled.p<{ $tone: 'error' | 'success' }>`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.danger : theme.success)};
`;

export interface TransferFormProps {
  venues: readonly VenueWallet[];
  centerBalance: number | null;
  target: TransferTarget;
  onTarget: (target: TransferTarget) => void;
  onDone: (answer: ResponseOf<typeof venueTransfer>) => void;
}

/** 额度转换: centre wallet ⇄ one venue, the SPEC §5 amount rule, 全部, one request id per press. */
export function TransferForm({ venues, centerBalance, target, onTarget, onDone }: TransferFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const selectId = useId();
  const amountId = TRANSFER_AMOUNT_ID;
  const amountRef = useRef<HTMLDivElement>(null);
  // The mutation emits 'balance:refresh' after a transfer or an unknown outcome: every figure moves together.
  const transfer = useMoneyMutation(venueTransfer);

  const venue = venues.find((v) => v.channelCode === target.channelCode);
  const source = target.direction === '1' ? centerBalance : (venue?.balance ?? null);

  const fillAll = () => {
    setAmount(amountForAll(source ?? 0));
    setError(undefined);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (transfer.busy) return;
    const failure = checkTransferAmount(amount);
    if (failure !== null) {
      setError(t(ruleMessageKey(failure)));
      return;
    }
    if (venue === undefined) {
      setNotice({ tone: 'error', text: t('transfer.form.pickVenue') });
      return;
    }
    setNotice(null);
    try {
      const answer = await transfer.call({
        channelCode: venue.channelCode,
        amount: canonicalAmount(amount),
        ty: target.direction,
        isActivity: false,
      });
      setAmount('');
      setNotice({ tone: 'success', text: t('transfer.form.done', { amount: formatMoney(answer.amount) }) });
      bus.emit('ui:toast', { message: t('transfer.form.succeeded'), kind: 'success' });
      onDone(answer);
    } catch (failed) {
      if (failed instanceof CallAlreadyRunning) return;
      const message = errorMessage(failed, t('transfer.form.failed'));
      setNotice({
        tone: 'error',
        text: outcomeUnknown(failed) ? t('transfer.form.unknownOutcome', { message }) : message,
      });
    }
  };

  return (
    <Card aria-labelledby={`${selectId}-title`}>
      <h2 id={`${selectId}-title`}>{t('transfer.form.title')}</h2>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Row role="radiogroup" aria-label={t('transfer.form.direction')}>
          {(['1', '2'] as const).map((direction) => (
            <PillButton
              key={direction}
              type="button"
              role="radio"
              aria-checked={target.direction === direction}
              $active={target.direction === direction}
              disabled={transfer.busy}
              onClick={() => onTarget({ ...target, direction })}
            >
              {t(direction === '1' ? 'transfer.form.in' : 'transfer.form.out')}
            </PillButton>
          ))}
        </Row>
        <Row style={{ marginTop: '0.875rem' }}>
          <label htmlFor={selectId}>{t('transfer.form.venue')}</label>
          <Select
            id={selectId}
            value={target.channelCode}
            disabled={transfer.busy}
            onChange={(event) => onTarget({ ...target, channelCode: event.target.value })}
          >
            <option value="">{t('transfer.form.pickVenue')}</option>
            {venues.map((v) => (
              <option key={v.channelCode} value={v.channelCode} disabled={v.status === 'maintenance'}>
                {v.status === 'maintenance' ? t('transfer.venue.maintenanceOption', { name: v.name }) : v.name}
              </option>
            ))}
          </Select>
          <Muted>
            {target.direction === '1'
              ? t('transfer.form.fromCentre', { amount: centerBalance === null ? '--' : formatMoney(centerBalance) })
              : t('transfer.form.fromVenue', {
                  name: venue?.name ?? '--',
                  amount: venue ? formatMoney(venue.balance) : '--',
                })}
          </Muted>
        </Row>
        <AmountRow ref={amountRef} style={{ marginTop: '0.875rem' }}>
          <AmountField
            id={amountId}
            label={t('transfer.form.amount')}
            placeholder={t('transfer.form.amountPlaceholder')}
            value={amount}
            disabled={transfer.busy}
            error={error}
            onChange={(next) => {
              setAmount(next);
              setError(undefined);
            }}
          />
          <Button type="button" variant="secondary" disabled={transfer.busy || source === null} onClick={fillAll}>
            {t('transfer.form.all')}
          </Button>
        </AmountRow>
        <Row style={{ marginTop: '0.5rem' }}>
          <Button type="submit" loading={transfer.busy} data-testid="transfer-submit">
            {t('transfer.form.submit')}
          </Button>
          {notice && (
            <Notice $tone={notice.tone} role={notice.tone === 'error' ? 'alert' : 'status'}>
              {notice.text}
            </Notice>
          )}
        </Row>
      </form>
    </Card>
  );
}
