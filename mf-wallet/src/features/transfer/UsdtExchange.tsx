import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { api, errorMessage, isApiError } from 'shared/api';
import { bus } from 'shared/bus';
import { convertAtRate, getTransferRate, ResponseCode, utcTransfer, type ResponseOf, type UsdtDirection } from 'shared/contract';
import { formatMoney } from 'shared/format';
import { AmountField, Button, ErrorState, PillButton, Spinner, TextField, useAsync } from 'shared/ui';
import { amountForAll, checkTransferAmount, normaliseAmountInput, ruleMessageKey } from 'shared/validation';
import { NAMESPACE } from '../../setup';
import { Card, Money, Muted, Row } from './styles';
import { MoneyCallBusy, outcomeUnknown, useMoneyCall } from '../../money/use-money-call';

type Rates = ResponseOf<typeof getTransferRate>;

/** USDT figures: two decimals, never the CNY sign. */
export const formatUsdt = (value: number) => `${value.toFixed(2)} USDT`;

/** Hundredths of a normalised amount string (at most 2 decimals), digit by digit. */
function hundredthsOf(amount: string): number {
  const [whole = '0', decimals = ''] = amount.split('.');
  return Number(whole) * 100 + Number(decimals.padEnd(2, '0').slice(0, 2));
}

const Figures = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 2rem;
  > div { display: flex; flex-direction: column; gap: 0.25rem; }
`;

const AmountRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 0.5rem;
  > div:first-child { flex: 1; max-width: 22rem; }
  > button { margin-top: 1.6rem; }
`;

const Notice = styled.p<{ $tone: 'error' | 'success' }>`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.danger : theme.success)};
`;

export interface UsdtExchangeProps {
  /** After a conversion: the page reloads the centre wallet figures. */
  onDone: () => void;
}

/**
 * USDT兑换: centre wallet (CNY) ⇄ USDT wallet at the published rate (transfer/getTransferRate), the
 * converted amount previewed with the contract's rounding (convertAtRate), one request id per press;
 * a moved rate (7401) is offered to the player instead of being applied silently.
 */
export function UsdtExchange({ onDone }: UsdtExchangeProps) {
  const { t } = useTranslation(NAMESPACE);
  const loaded = useAsync(() => api.request(getTransferRate, {}), []);
  const [fresh, setFresh] = useState<Rates | null>(null);
  const [direction, setDirection] = useState<UsdtDirection>('toUsdt');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [moved, setMoved] = useState<number | null>(null);
  const exchange = useMoneyCall((body: { direction: UsdtDirection; amount: string; rate: number }, requestId: string) =>
    api.request(utcTransfer, body, { requestId }),
  );

  const rates = fresh ?? loaded.data ?? null;
  const rate = rates === null ? null : direction === 'toUsdt' ? rates.buyRate : rates.sellRate;
  const source = rates === null ? null : direction === 'toUsdt' ? rates.centerWalletBalance : rates.usdtBalance;
  const valid = checkTransferAmount(amount) === null;
  const converted = rate !== null && valid ? convertAtRate(direction, hundredthsOf(amount), Math.round(rate * 100)) / 100 : null;
  const showTarget = (value: number) => (direction === 'toUsdt' ? formatUsdt(value) : formatMoney(value));

  const pick = (next: UsdtDirection) => {
    setDirection(next);
    setAmount('');
    setError(undefined);
    setNotice(null);
    setMoved(null);
  };

  const typed = (next: string) => {
    setAmount(next);
    setError(undefined);
    setMoved(null);
  };

  /** The amount's own checks (the §5 rule, the limits of the USDT side, the source wallet); null when fine. */
  const check = (): string | null => {
    const failure = checkTransferAmount(amount);
    if (failure !== null) return t(ruleMessageKey(failure));
    if (rates === null || source === null || converted === null) return null;
    const usdtSide = direction === 'toUsdt' ? converted : Number(amount);
    if (converted <= 0 || usdtSide < rates.minUsdt || usdtSide > rates.maxUsdt) {
      return t('transfer.usdt.outOfRange', { min: rates.minUsdt.toFixed(2), max: rates.maxUsdt.toFixed(2) });
    }
    if (Number(amount) > source) return t(direction === 'toUsdt' ? 'transfer.usdt.centreShort' : 'transfer.usdt.usdtShort');
    return null;
  };

  const send = async (atRate: number) => {
    setNotice(null);
    setMoved(null);
    try {
      const answer = await exchange.run({ direction, amount, rate: atRate });
      setAmount('');
      setFresh((prev) => {
        const base = prev ?? loaded.data;
        return base ? { ...base, centerWalletBalance: answer.centerWalletBalance, usdtBalance: answer.usdtBalance } : null;
      });
      const text =
        answer.direction === 'toUsdt'
          ? t('transfer.usdt.doneToUsdt', { amount: formatMoney(answer.amount), converted: formatUsdt(answer.converted) })
          : t('transfer.usdt.doneToCny', { amount: formatUsdt(answer.amount), converted: formatMoney(answer.converted) });
      setNotice({ tone: 'success', text });
      bus.emit('ui:toast', { message: t('transfer.usdt.succeeded'), kind: 'success' });
      bus.emit('balance:refresh');
      onDone();
    } catch (failed) {
      if (failed instanceof MoneyCallBusy) return;
      if (isApiError(failed) && failed.code === ResponseCode.RATE_CHANGED) {
        const now = getTransferRate.response.safeParse(failed.data);
        if (now.success) {
          setFresh(now.data);
          setMoved(direction === 'toUsdt' ? now.data.buyRate : now.data.sellRate);
        } else {
          loaded.reload();
        }
        return;
      }
      const message = errorMessage(failed, t('transfer.usdt.failed'));
      setNotice({ tone: 'error', text: outcomeUnknown(failed) ? t('transfer.usdt.unknownOutcome', { message }) : message });
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (exchange.running || rate === null) return;
    const problem = check();
    if (problem !== null) {
      setError(problem);
      return;
    }
    void send(rate);
  };

  return (
    <Card aria-labelledby="usdt-exchange-title" data-testid="usdt-exchange">
      <h2 id="usdt-exchange-title">{t('transfer.usdt.title')}</h2>
      {loaded.status === 'error' && rates === null && <ErrorState message={loaded.error} onRetry={loaded.reload} />}
      {loaded.status === 'loading' && rates === null && <Spinner />}
      {rates !== null && (
        <form onSubmit={submit} noValidate>
          <Figures>
            <div>
              <Muted>{t('transfer.usdt.balance')}</Muted>
              <Money data-testid="usdt-balance">{formatUsdt(rates.usdtBalance)}</Money>
            </div>
            <div>
              <Muted>{t('transfer.usdt.buyRate')}</Muted>
              <strong data-testid="usdt-buy-rate">{t('transfer.usdt.rate', { rate: rates.buyRate.toFixed(2) })}</strong>
            </div>
            <div>
              <Muted>{t('transfer.usdt.sellRate')}</Muted>
              <strong data-testid="usdt-sell-rate">{t('transfer.usdt.rate', { rate: rates.sellRate.toFixed(2) })}</strong>
            </div>
          </Figures>
          <Row role="radiogroup" aria-label={t('transfer.usdt.direction')} style={{ marginTop: '0.875rem' }}>
            {(['toUsdt', 'toCny'] as const).map((d) => (
              <PillButton
                key={d}
                type="button"
                role="radio"
                aria-checked={direction === d}
                $active={direction === d}
                disabled={exchange.running}
                onClick={() => pick(d)}
              >
                {t(d === 'toUsdt' ? 'transfer.usdt.toUsdt' : 'transfer.usdt.toCny')}
              </PillButton>
            ))}
            <Muted>
              {direction === 'toUsdt'
                ? t('transfer.usdt.fromCentre', { amount: formatMoney(rates.centerWalletBalance) })
                : t('transfer.usdt.fromUsdt', { amount: formatUsdt(rates.usdtBalance) })}
            </Muted>
          </Row>
          <AmountRow style={{ marginTop: '0.875rem' }}>
            {direction === 'toUsdt' ? (
              <AmountField
                id="usdt-amount"
                label={t('transfer.usdt.amountCny')}
                placeholder={t('transfer.usdt.amountPlaceholder')}
                value={amount}
                disabled={exchange.running}
                error={error}
                onChange={typed}
              />
            ) : (
              // A USDT quantity: the same 2-decimal / 12-character rule, but no Chinese 元 uppercase under it.
              <TextField
                id="usdt-amount"
                label={t('transfer.usdt.amountUsdt')}
                placeholder={t('transfer.usdt.amountPlaceholder')}
                inputMode="decimal"
                autoComplete="off"
                value={amount}
                disabled={exchange.running}
                error={error}
                onChange={(event) => typed(normaliseAmountInput(event.target.value))}
              />
            )}
            <Button
              type="button"
              variant="secondary"
              aria-label={t('transfer.usdt.all')}
              disabled={exchange.running || source === null}
              onClick={() => setAmount(amountForAll(source ?? 0))}
            >
              {t('transfer.form.all')}
            </Button>
          </AmountRow>
          <Muted data-testid="usdt-preview">
            {converted === null ? t('transfer.usdt.previewEmpty') : t('transfer.usdt.preview', { converted: showTarget(converted) })}
            {' '}
            {t('transfer.usdt.rounding')}
          </Muted>
          {moved !== null && (
            <Row role="alert" style={{ marginTop: '0.5rem' }} data-testid="usdt-rate-moved">
              <Notice $tone="error">{t('transfer.usdt.moved', { rate: moved.toFixed(2) })}</Notice>
              <Button type="button" loading={exchange.running} onClick={() => void send(moved)}>
                {t('transfer.usdt.acceptNew', { rate: moved.toFixed(2) })}
              </Button>
              <Button type="button" variant="secondary" disabled={exchange.running} onClick={() => setMoved(null)}>
                {t('transfer.usdt.cancel')}
              </Button>
            </Row>
          )}
          <Row style={{ marginTop: '0.5rem' }}>
            <Button type="submit" loading={exchange.running} disabled={moved !== null} data-testid="usdt-submit">
              {t('transfer.usdt.submit')}
            </Button>
            {notice && (
              <Notice $tone={notice.tone} role={notice.tone === 'error' ? 'alert' : 'status'}>
                {notice.text}
              </Notice>
            )}
          </Row>
        </form>
      )}
    </Card>
  );
}
