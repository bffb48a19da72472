import { useTranslation } from 'react-i18next';
import type { Ticket } from 'shared/contract';
import type { OddsFormat } from 'shared/state';
import { NAMESPACE } from '../../setup';
import { RecordRow } from './RecordRow';
import { RecordTable, TableWrap } from './RecordTable';

/** The local book's tickets: number and time, mode, legs, stake, status, result, payout. */
export function SportsRecordTable({ tickets, format, stale }: { tickets: readonly Ticket[]; format: OddsFormat; stale: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <TableWrap $stale={stale} aria-busy={stale || undefined}>
      <RecordTable>
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
            <RecordRow key={ticket.ticket_id} ticket={ticket} format={format} />
          ))}
        </tbody>
      </RecordTable>
    </TableWrap>
  );
}
