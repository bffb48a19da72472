import { useCallback, useState } from 'react';
import { useStore } from 'jotai';
import { useTranslation } from 'shared/i18n';
import { errorMessage, isApiError } from 'shared/api';
import { cashOut, cashOutOfferSchema, ResponseCode, type CashOutOffer, type Ticket } from 'shared/contract';
import { formatAmount } from 'shared/format';
import { useMoneyMutation } from 'shared/query';
import { CallAlreadyRunning } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { showBetBalance } from '../../lib/bet-balance';

export interface CashOutAttempt {
  sending: boolean;
  /** What the last press ended with, for the row to say. */
  message: { tone: 'error' | 'info'; text: string } | null;
  send: (offer: number) => Promise<void>;
}

/**
 * 兑现 one ticket at the offer shown, once per press (useMoneyMutation): a lost answer keeps the
 * request id for the same ticket and amount, so pressing again cannot cash out twice; a success
 * refetches every money figure. A moved offer (7107) or none (7108) comes back with the offer now,
 * which the row then shows for a new press.
 */
export function useCashOut(
  ticketId: string,
  onOffer: (offer: CashOutOffer) => void,
  onCashedOut: (ticket: Ticket) => void,
): CashOutAttempt {
  const store = useStore();
  const { t } = useTranslation(NAMESPACE);
  const [message, setMessage] = useState<CashOutAttempt['message']>(null);
  const { call, busy } = useMoneyMutation(cashOut, (input) => `${input.ticketId}:${input.offer}`);

  const send = useCallback(
    async (offer: number) => {
      setMessage(null);
      try {
        const answer = await call({ ticketId, offer });
        showBetBalance(store, answer.balance);
        setMessage({ tone: 'info', text: t('cashOut.done', { amount: formatAmount(answer.ticket.payout ?? offer) }) });
        onCashedOut(answer.ticket);
      } catch (error) {
        if (error instanceof CallAlreadyRunning) return;
        const refused = isApiError(error) && error.kind === 'business';
        const now = refused ? cashOutOfferSchema.safeParse(error.data) : null;
        if (now?.success) onOffer(now.data);
        if (refused && error.code === ResponseCode.CASH_OUT_PRICE_CHANGED && now?.success && now.data.offer !== null) {
          setMessage({ tone: 'error', text: t('cashOut.moved', { amount: formatAmount(now.data.offer) }) });
        } else {
          setMessage({ tone: 'error', text: errorMessage(error, t('cashOut.failed')) });
        }
      }
    },
    [call, onCashedOut, onOffer, store, t, ticketId],
  );

  return { sending: busy, message, send };
}
