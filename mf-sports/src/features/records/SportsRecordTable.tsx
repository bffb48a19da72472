import { useTranslation } from 'shared/i18n';
import { DataTable, TableFrame } from 'shared/ui';
import type { Ticket } from 'shared/contract';
import type { OddsFormat } from 'shared/state';
import { NAMESPACE } from '../../setup';
import { CashOutControl } from '../cashout';
import { useCashOutOffers } from '../cashout';
import { RecordRow } from './RecordRow';

export interface SportsRecordTableProps {
  tickets: readonly Ticket[];
  format: OddsFormat;
  stale: boolean;
  /** A ticket was cashed out: the page reloads its rows and totals. */
  onCashedOut?: () => void;
}

/**
 * The local book's tickets: number and time, mode, legs, stake, status, result, payout. Open tickets
 * show their live cash-out offer (asked every few seconds while the page is visible).
 */
export function SportsRecordTable({ tickets, format, stale, onCashedOut }: SportsRecordTableProps) {
  const { t } = useTranslation(NAMESPACE);
  const open = tickets
    .filter((ticket) => ticket.status === 'accepted' || ticket.status === 'delay')
    .map((ticket) => ticket.ticket_id);
  const { offers, update } = useCashOutOffers(open);
  return (
    <TableFrame $stale={stale} aria-busy={stale || undefined}>
      <DataTable $minWidth="46rem">
        <thead>
          <tr>
            <th scope="col">{t('records.columns.ticket')}</th>
            <th scope="col">{t('records.columns.mode')}</th>
            <th scope="col">{t('records.columns.detail')}</th>
            <th scope="col" data-num="">
              {t('records.columns.stake')}
            </th>
            <th scope="col">{t('records.columns.status')}</th>
            <th scope="col">{t('records.columns.result')}</th>
            <th scope="col" data-num="">
              {t('records.columns.payout')}
            </th>
          </tr>
        </thead>
        <tbody>
          {tickets.map((ticket) => (
            <RecordRow
              key={ticket.ticket_id}
              ticket={ticket}
              format={format}
              cashOut={
                open.includes(ticket.ticket_id) ? (
                  <CashOutControl
                    ticketId={ticket.ticket_id}
                    offer={offers.get(ticket.ticket_id)}
                    onOffer={update}
                    onCashedOut={() => onCashedOut?.()}
                  />
                ) : undefined
              }
            />
          ))}
        </tbody>
      </DataTable>
    </TableFrame>
  );
}
