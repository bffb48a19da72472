import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import type { CashOutOffer, Ticket } from 'shared/contract';
import { formatAmount } from 'shared/format';
import { Button } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { useCashOut } from './use-cash-out';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.25rem;
  margin-top: 0.375rem;
  button {
    min-height: 1.75rem;
    padding: 0 0.625rem;
    font-size: 0.75rem;
    white-space: nowrap;
  }
`;

const Row = styled.div`
  display: flex;
  gap: 0.25rem;
`;

const Note = styled.div<{ $tone: 'error' | 'info' | 'muted' }>`
  font-size: 0.75rem;
  color: ${({ theme, $tone }) => ({ error: theme.danger, info: theme.success, muted: theme.textMuted })[$tone]};
`;

export interface CashOutControlProps {
  ticketId: string;
  /** The offer now; undefined until the first answer. */
  offer: CashOutOffer | undefined;
  onOffer: (offer: CashOutOffer) => void;
  onCashedOut: (ticket: Ticket) => void;
}

/**
 * An open ticket's cash out: the live offer on a button, then 确认兑现 with the amount as it was when
 * pressed (that amount is sent, never a later one the member did not see), or why there is no offer
 * now. If the price moved meanwhile the server refuses and the row shows the new offer to press again.
 */
export function CashOutControl({ ticketId, offer, onOffer, onCashedOut }: CashOutControlProps) {
  const { t } = useTranslation(NAMESPACE);
  /** The amount shown when 兑现 was pressed, while its confirmation is open. */
  const [confirming, setConfirming] = useState<number | null>(null);
  const { sending, message, send } = useCashOut(ticketId, onOffer, onCashedOut);
  // Once cashed out the ticket has no offer any more; what it was cashed out at stays said.
  if (offer === undefined && message === null) return null;
  const amount = offer?.offer ?? null;
  return (
    <Box data-testid="cash-out" data-offer={amount ?? ''}>
      {offer === undefined ? null : amount === null ? (
        <Note $tone="muted" data-testid="cash-out-reason">
          {t(`cashOut.reason.${offer.reason ?? 'unavailable'}`)}
        </Note>
      ) : confirming !== null ? (
        <Row>
          <Button
            data-testid="cash-out-confirm"
            loading={sending}
            onClick={() => {
              setConfirming(null);
              void send(confirming);
            }}
          >
            {t('cashOut.confirm', { amount: formatAmount(confirming) })}
          </Button>
          <Button variant="ghost" disabled={sending} onClick={() => setConfirming(null)}>
            {t('cashOut.cancel')}
          </Button>
        </Row>
      ) : (
        <Button
          variant="secondary"
          data-testid="cash-out-offer"
          loading={sending}
          onClick={() => setConfirming(amount)}
        >
          {sending ? t('cashOut.cashing') : t('cashOut.offer', { amount: formatAmount(amount) })}
        </Button>
      )}
      {message && (
        <Note $tone={message.tone} role={message.tone === 'error' ? 'alert' : 'status'} data-testid="cash-out-message">
          {message.text}
        </Note>
      )}
    </Box>
  );
}
