import { useCallback, useRef, useState } from 'react';
import { useStore } from 'jotai';
import { useTranslation } from 'shared/i18n';
import { api, errorMessage, isApiError, newRequestId } from 'shared/api';
import { cashOut, cashOutOfferSchema, ResponseCode, type CashOutOffer, type Ticket } from 'shared/contract';
import { formatAmount } from 'shared/format';
import { NAMESPACE } from '../../setup';
import { applyBetBalance } from '../slip/apply-bet-balance';

export interface CashOutAttempt {
  sending: boolean;
  /** What the last press ended with, for the row to say. */
  message: { tone: 'error' | 'info'; text: string } | null;
  send: (offer: number) => Promise<void>;
}

/**
 * 兑现 one ticket at the offer shown. One request id per attempt, kept when the answer is lost (a
 * network error): the next press sends it again, so the server cashes out at most once. A moved offer
 * (7107) or none (7108) comes back with the offer now, which the row then shows for a new press.
 */
export function useCashOut(ticketId: string, onOffer: (offer: CashOutOffer) => void, onCashedOut: (ticket: Ticket) => void): CashOutAttempt {
  const store = useStore();
  const { t } = useTranslation(NAMESPACE);
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState<CashOutAttempt['message']>(null);
  const running = useRef(false);
  const openAttempt = useRef<{ offer: number; requestId: string } | null>(null);

  const send = useCallback(
    async (offer: number) => {
      if (running.current) return;
      running.current = true;
      setSending(true);
      setMessage(null);
      const requestId = openAttempt.current?.offer === offer ? openAttempt.current.requestId : newRequestId();
      openAttempt.current = { offer, requestId };
      try {
        const answer = await api.request(cashOut, { ticketId, offer }, { requestId });
        openAttempt.current = null;
        applyBetBalance(store, answer.balance);
        setMessage({ tone: 'info', text: t('cashOut.done', { amount: formatAmount(answer.ticket.payout ?? offer) }) });
        onCashedOut(answer.ticket);
      } catch (error) {
        const refused = isApiError(error) && error.kind === 'business';
        if (refused) openAttempt.current = null;
        const now = refused ? cashOutOfferSchema.safeParse(error.data) : null;
        if (now?.success) onOffer(now.data);
        if (refused && error.code === ResponseCode.CASH_OUT_PRICE_CHANGED && now?.success && now.data.offer !== null) {
          setMessage({ tone: 'error', text: t('cashOut.moved', { amount: formatAmount(now.data.offer) }) });
        } else {
          setMessage({ tone: 'error', text: errorMessage(error, t('cashOut.failed')) });
        }
      } finally {
        running.current = false;
        setSending(false);
      }
    },
    [onCashedOut, onOffer, store, t, ticketId],
  );

  return { sending, message, send };
}
