import { useState, type FormEvent } from 'react';
import { useTranslation } from 'shared/i18n';
import { errorMessage, isApiError } from 'shared/api';
import { bus } from 'shared/bus';
import { getTransferRate, ResponseCode, utcTransfer, type ResponseOf, type UsdtDirection } from 'shared/contract';
import { formatMoney } from 'shared/format';
import { CallAlreadyRunning, outcomeUnknown } from 'shared/ui';
import { useMoneyMutation } from 'shared/query';
import { amountForAll, canonicalAmount, ruleMessageKey } from 'shared/validation';
import { NAMESPACE } from '../../setup';
import {
  checkExchangeAmount,
  convertedAmount,
  formatUsdt,
  rateFor,
  sourceBalanceFor,
  type ExchangeProblem,
  type TransferRates,
} from './exchange-amount';

export type ExchangeAnswer = ResponseOf<typeof utcTransfer>;

export interface UsdtExchangeOptions {
  /** The rates shown (the form appears once they are read). */
  rates: TransferRates;
  /** A 7401 refusal carried the current rates: show them. */
  onRates: (rates: TransferRates) => void;
  /** A 7401 refusal without readable rates: read them again. */
  onStaleRates: () => void;
  /** A conversion went through (its answer holds both new balances). */
  onExchanged: (answer: ExchangeAnswer) => void;
}

/**
 * The exchange form's state and its one money call: the amount checked as the server would, the
 * conversion previewed with convertAtRate, one request id per press (useMoneyMutation). A moved rate (7401)
 * is offered as `moved` and only used when the player accepts it: never applied silently.
 */
export function useUsdtExchange({ rates, onRates, onStaleRates, onExchanged }: UsdtExchangeOptions) {
  const { t } = useTranslation(NAMESPACE);
  const [direction, setDirection] = useState<UsdtDirection>('toUsdt');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [moved, setMoved] = useState<number | null>(null);
  const [seenRate, setSeenRate] = useState(rateFor(rates, direction));
  const [rateUpdated, setRateUpdated] = useState<number | null>(null);
  // Emits 'balance:refresh' after an exchange or an unknown outcome: every figure moves together.
  const exchange = useMoneyMutation(utcTransfer);

  const rate = rateFor(rates, direction);
  const source = sourceBalanceFor(rates, direction);
  const converted = convertedAmount(direction, amount, rate);

  // A refresh moved the rate under an amount already typed: say so, since the press sends the new one.
  // (A 7401 offer says it itself; a direction switch clears the amount.)
  if (rate !== seenRate) {
    setSeenRate(rate);
    setRateUpdated(amount !== '' && moved === null ? rate : null);
  }

  const problemText = (problem: ExchangeProblem): string => {
    if (problem.kind === 'rule') return t(ruleMessageKey(problem.failure));
    if (problem.kind === 'range')
      return t('transfer.usdt.outOfRange', { min: problem.min.toFixed(2), max: problem.max.toFixed(2) });
    return t(problem.direction === 'toUsdt' ? 'transfer.usdt.centreShort' : 'transfer.usdt.usdtShort');
  };

  const pick = (next: UsdtDirection) => {
    setDirection(next);
    setAmount('');
    setError(undefined);
    setNotice(null);
    setMoved(null);
    setRateUpdated(null);
  };

  const typed = (next: string) => {
    setAmount(next);
    setError(undefined);
    setMoved(null);
    setRateUpdated(null);
  };

  const fillAll = () => typed(amountForAll(source));

  const send = async (atRate: number) => {
    setNotice(null);
    setMoved(null);
    setRateUpdated(null);
    try {
      const answer = await exchange.call({ direction, amount: canonicalAmount(amount), rate: atRate });
      setAmount('');
      setRateUpdated(null);
      onExchanged(answer);
      const text =
        answer.direction === 'toUsdt'
          ? t('transfer.usdt.doneToUsdt', {
              amount: formatMoney(answer.amount),
              converted: formatUsdt(answer.converted),
            })
          : t('transfer.usdt.doneToCny', {
              amount: formatUsdt(answer.amount),
              converted: formatMoney(answer.converted),
            });
      setNotice({ tone: 'success', text });
      bus.emit('ui:toast', { message: t('transfer.usdt.succeeded'), kind: 'success' });
    } catch (failed) {
      if (failed instanceof CallAlreadyRunning) return;
      if (isApiError(failed) && failed.code === ResponseCode.RATE_CHANGED) {
        const now = getTransferRate.response.safeParse(failed.data);
        if (now.success) {
          onRates(now.data);
          setMoved(rateFor(now.data, direction));
        } else {
          onStaleRates();
        }
        return;
      }
      const message = errorMessage(failed, t('transfer.usdt.failed'));
      setNotice({
        tone: 'error',
        text: outcomeUnknown(failed) ? t('transfer.usdt.unknownOutcome', { message }) : message,
      });
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (exchange.busy) return;
    const problem = checkExchangeAmount(direction, amount, rates, rate);
    if (problem !== null) {
      setError(problemText(problem));
      return;
    }
    void send(rate);
  };

  /** The player took the moved rate: a new press, so a new request id. */
  const acceptMoved = () => {
    if (moved !== null) void send(moved);
  };

  return {
    direction,
    amount,
    error,
    notice,
    moved,
    rateUpdated,
    running: exchange.busy,
    rate,
    source,
    converted,
    pick,
    typed,
    fillAll,
    submit,
    acceptMoved,
    dismissMoved: () => setMoved(null),
  };
}
