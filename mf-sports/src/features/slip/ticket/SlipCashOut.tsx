import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import { CashOutControl } from '../../cashout';
import { useCashOutOffers } from '../../cashout';
import { NAMESPACE } from '../../../setup';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  margin: 0.375rem 0 0;
  padding: 0;
  list-style: none;
  font-size: 0.75rem;
`;

/**
 * The open bets of the slip's last placement with their live cash-out offers (the full list of open
 * tickets is in the bet records, which offer the same).
 */
export function SlipCashOut({ ticketIds }: { ticketIds: readonly string[] }) {
  const { t } = useTranslation(NAMESPACE);
  const { offers, update } = useCashOutOffers(ticketIds);
  // A cashed-out ticket leaves the offers; its 已兑现 line stays until the result is dismissed.
  const [cashed, setCashed] = useState(false);
  if (offers.size === 0 && !cashed) return null;
  return (
    <List aria-label={t('cashOut.column')} data-testid="slip-cash-out">
      {ticketIds.map((id) => (
        <li key={id} data-ticket-id={id}>
          {ticketIds.length > 1 && <span>{id}</span>}
          <CashOutControl ticketId={id} offer={offers.get(id)} onOffer={update} onCashedOut={() => setCashed(true)} />
        </li>
      ))}
    </List>
  );
}
