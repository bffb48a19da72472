import { useState } from 'react';
import { useTranslation } from 'shared/i18n';
import { useSearchParams } from 'shared/router';
import { NAMESPACE } from '../../setup';
import { TicketDetail } from './TicketDetail';
import { TicketQueue } from './TicketQueue';

/**
 * 工单: the queue, or one ticket when the address names it (`?ticket=<id>`), so the browser's back
 * button returns to the queue and a ticket can be linked.
 */
export function TicketsPage() {
  const { t } = useTranslation(NAMESPACE);
  const [params, setParams] = useSearchParams();
  const [done, setDone] = useState<string | null>(null);
  const ticketId = Number(params.get('ticket'));
  const open = (id: number | null) => setParams(id === null ? {} : { ticket: String(id) });
  return (
    <section aria-labelledby="tickets-title">
      <h1 id="tickets-title">{t('pages.tickets')}</h1>
      {Number.isInteger(ticketId) && ticketId > 0 ? (
        <TicketDetail
          id={ticketId}
          onBack={() => open(null)}
          onClosed={(id) => {
            setDone(t('tickets.closed', { id }));
            open(null);
          }}
        />
      ) : (
        <TicketQueue
          done={done}
          onOpen={(id) => {
            setDone(null);
            open(id);
          }}
        />
      )}
    </section>
  );
}
