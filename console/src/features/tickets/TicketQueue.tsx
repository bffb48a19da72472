import { useMemo, useState } from 'react';
import { feedbackTypeSchema, type FeedbackType } from 'shared/contract';
import { consoleTicketQueue, type DeskTicketState } from 'shared/contract/console';
import { useTranslation } from 'shared/i18n';
import { useEndpoint } from 'shared/query';
import { Button, PillGroup, Row, Surface } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { ConsoleSelect } from '../../ui/ConsoleSelect';
import { PagedRecords } from '../../ui/PagedRecords';
import { ticketColumns } from './ticket-columns';

const STATES: readonly DeskTicketState[] = ['pending', 'replied', 'closed'];
const PAGE_SIZE = 10;
/** Members file tickets all the time: the queue follows quietly while the tab is visible. */
export const TICKETS_POLL_MS = 30_000;

export interface TicketQueueProps {
  /** What the last action did, shown above the list. */
  done: string | null;
  onOpen: (id: number) => void;
}

/** The queue by state and type, newest first, paged; a dot marks tickets no operator has opened. */
export function TicketQueue({ done, onOpen }: TicketQueueProps) {
  const { t } = useTranslation(NAMESPACE);
  const [status, setStatus] = useState<DeskTicketState>('pending');
  const [type, setType] = useState<FeedbackType | ''>('');
  const [pageNum, setPageNum] = useState(1);
  const list = useEndpoint(
    consoleTicketQueue,
    { status, pageNum, pageSize: PAGE_SIZE, ...(type === '' ? {} : { type }) },
    { poll: TICKETS_POLL_MS },
  );
  const columns = useMemo(() => ticketColumns(t, onOpen), [t, onOpen]);
  return (
    <Surface $padding="1rem">
      <Row $gap="1rem" $justify="space-between">
        <PillGroup
          label={t('tickets.state')}
          kind="tabs"
          value={status}
          onChange={(next) => {
            setStatus(next);
            setPageNum(1);
          }}
          options={STATES.map((value) => ({ value, label: t(`tickets.status.${value}`) }))}
        />
        <Row $gap="0.75rem">
          <ConsoleSelect
            label={t('tickets.type')}
            value={type}
            onChange={(event) => {
              const parsed = feedbackTypeSchema.safeParse(event.target.value);
              setType(parsed.success ? parsed.data : '');
              setPageNum(1);
            }}
          >
            <option value="">{t('tickets.anyType')}</option>
            {feedbackTypeSchema.options.map((value) => (
              <option key={value} value={value}>
                {t(`tickets.types.${value}`)}
              </option>
            ))}
          </ConsoleSelect>
          <Button
            type="button"
            variant="ghost"
            onClick={list.reload}
            disabled={list.status === 'loading'}
            style={{ marginTop: '1.3rem' }}
          >
            {t('tickets.refresh')}
          </Button>
        </Row>
      </Row>
      {done && (
        <p role="status" data-testid="ticket-done">
          {done}
        </p>
      )}
      <PagedRecords
        state={list}
        columns={columns}
        rowKey={(ticket) => String(ticket.id)}
        empty={t('tickets.empty')}
        testId="tickets-table"
        rowTestId="ticket-row"
        onPage={setPageNum}
      />
    </Surface>
  );
}
