import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import { formatMoney } from 'shared/format';
import { AmountField, Button, PillButton, TextField } from 'shared/ui';
import { normaliseAmountInput } from 'shared/validation';
import { NAMESPACE } from '../../setup';
import { Muted, Row } from '../../ui/card';
import { formatUsdt } from './exchange-amount';
import { Notice } from './styles';
import { useUsdtExchange, type UsdtExchangeOptions } from './use-usdt-exchange';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 0.875rem;
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

export type UsdtExchangeFormProps = UsdtExchangeOptions;

/**
 * The CNY ⇄ USDT form (the transfer page's USDT兑换 card and /mine/exchange): direction, amount with
 * its checks, the amount received, the moved-rate offer, the outcome.
 */
export function UsdtExchangeForm(props: UsdtExchangeFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const { rates } = props;
  const form = useUsdtExchange(props);
  const showTarget = (value: number) => (form.direction === 'toUsdt' ? formatUsdt(value) : formatMoney(value));

  return (
    <Form onSubmit={form.submit} noValidate>
      <Row role="radiogroup" aria-label={t('transfer.usdt.direction')}>
        {(['toUsdt', 'toCny'] as const).map((d) => (
          <PillButton
            key={d}
            type="button"
            role="radio"
            aria-checked={form.direction === d}
            $active={form.direction === d}
            disabled={form.running}
            onClick={() => form.pick(d)}
          >
            {t(d === 'toUsdt' ? 'transfer.usdt.toUsdt' : 'transfer.usdt.toCny')}
          </PillButton>
        ))}
        <Muted>
          {form.direction === 'toUsdt'
            ? t('transfer.usdt.fromCentre', { amount: formatMoney(rates.centerWalletBalance) })
            : t('transfer.usdt.fromUsdt', { amount: formatUsdt(rates.usdtBalance) })}
        </Muted>
      </Row>
      <AmountRow>
        {form.direction === 'toUsdt' ? (
          <AmountField
            id="usdt-amount"
            label={t('transfer.usdt.amountCny')}
            placeholder={t('transfer.usdt.amountPlaceholder')}
            value={form.amount}
            disabled={form.running}
            error={form.error}
            onChange={form.typed}
          />
        ) : (
          // A USDT quantity: the same 2-decimal / 12-character rule, but no Chinese 元 uppercase under it.
          <TextField
            id="usdt-amount"
            label={t('transfer.usdt.amountUsdt')}
            placeholder={t('transfer.usdt.amountPlaceholder')}
            inputMode="decimal"
            autoComplete="off"
            value={form.amount}
            disabled={form.running}
            error={form.error}
            onChange={(event) => form.typed(normaliseAmountInput(event.target.value))}
          />
        )}
        <Button
          type="button"
          variant="secondary"
          aria-label={t('transfer.usdt.all')}
          disabled={form.running}
          onClick={form.fillAll}
        >
          {t('transfer.form.all')}
        </Button>
      </AmountRow>
      <Muted data-testid="usdt-preview" aria-live="polite">
        {form.converted === null
          ? t('transfer.usdt.previewEmpty')
          : t('transfer.usdt.preview', { converted: showTarget(form.converted) })}{' '}
        {t('transfer.usdt.rounding')}
      </Muted>
      {form.rateUpdated !== null && (
        <Muted role="status" data-testid="usdt-rate-updated">
          {t('exchange.form.rateUpdated', { rate: form.rateUpdated.toFixed(2) })}
        </Muted>
      )}
      {form.moved !== null && (
        <Row role="alert" data-testid="usdt-rate-moved">
          <Notice $tone="error">{t('transfer.usdt.moved', { rate: form.moved.toFixed(2) })}</Notice>
          <Button type="button" loading={form.running} onClick={form.acceptMoved}>
            {t('transfer.usdt.acceptNew', { rate: form.moved.toFixed(2) })}
          </Button>
          <Button type="button" variant="secondary" disabled={form.running} onClick={form.dismissMoved}>
            {t('transfer.usdt.cancel')}
          </Button>
        </Row>
      )}
      <Row>
        <Button type="submit" loading={form.running} disabled={form.moved !== null} data-testid="usdt-submit">
          {t('transfer.usdt.submit')}
        </Button>
        {form.notice && (
          <Notice $tone={form.notice.tone} role={form.notice.tone === 'error' ? 'alert' : 'status'}>
            {form.notice.text}
          </Notice>
        )}
      </Row>
    </Form>
  );
}
