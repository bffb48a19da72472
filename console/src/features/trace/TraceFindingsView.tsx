import { useMemo, type ReactNode } from 'react';
import type { TraceFindings } from 'shared/contract/console';
import { useTranslation } from 'shared/i18n';
import { Link } from 'shared/router';
import { Muted, RecordsTable, Surface } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { CallsTable } from './CallsTable';
import { errorColumns, remoteColumns } from './trace-columns';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Surface $padding="1rem" aria-labelledby={id} as="section" style={{ marginTop: '1rem' }}>
      <h2 id={id} style={{ fontSize: '1rem', marginTop: 0 }}>
        {title}
      </h2>
      {children}
    </Surface>
  );
}

/** Everything found for one 问题编号: who, the API calls, the remotes, the browser's errors, tickets and chats. */
export function TraceFindingsView({ found }: { found: TraceFindings }) {
  const { t } = useTranslation(NAMESPACE);
  const remotes = useMemo(() => remoteColumns(t), [t]);
  const errors = useMemo(() => errorColumns(t), [t]);
  const nothing =
    found.calls.length + found.remotes.length + found.errors.length + found.tickets.length + found.chats.length === 0;
  if (nothing) return <Muted as="p">{t('trace.nothingFound', { traceId: found.traceId })}</Muted>;
  return (
    <div data-testid="trace-findings">
      <Section id="trace-who" title={t('trace.who')}>
        {found.member === null ? (
          <Muted>{t('trace.guest')}</Muted>
        ) : (
          <Link to={`/members?member=${found.member.id}`} data-testid="trace-member">
            {t('trace.member', { name: found.member.username, id: found.member.id })}
          </Link>
        )}
        {found.truncated ? <Muted as="p">{t('trace.truncated')}</Muted> : null}
      </Section>
      <Section id="trace-calls-title" title={t('trace.calls', { count: found.calls.length })}>
        <CallsTable calls={found.calls} />
      </Section>
      <Section id="trace-remotes-title" title={t('trace.remotes')}>
        {found.remotes.length === 0 ? (
          <Muted as="p">{t('trace.noRemotes')}</Muted>
        ) : (
          <RecordsTable
            columns={remotes}
            rows={found.remotes}
            rowKey={(row) => `${row.at}-${row.kind}-${row.remote}-${found.remotes.indexOf(row)}`}
            testId="trace-remotes"
            rowTestId="trace-remote"
            minWidth="48rem"
          />
        )}
      </Section>
      <Section id="trace-errors-title" title={t('trace.errors')}>
        {found.errors.length === 0 ? (
          <Muted as="p">{t('trace.noErrors')}</Muted>
        ) : (
          <RecordsTable
            columns={errors}
            rows={found.errors}
            rowKey={(row) => `${row.at}-${found.errors.indexOf(row)}`}
            testId="trace-errors"
            minWidth="48rem"
          />
        )}
      </Section>
      <Section id="trace-filed-title" title={t('trace.filed')}>
        {found.tickets.length + found.chats.length === 0 ? (
          <Muted as="p">{t('trace.noneFiled')}</Muted>
        ) : (
          <ul data-testid="trace-filed">
            {found.tickets.map((ticket) => (
              <li key={`ticket-${ticket.id}`}>{t('trace.ticket', { id: ticket.id, memberId: ticket.memberId })}</li>
            ))}
            {found.chats.map((chat) => (
              <li key={`chat-${chat.userId}`}>{t('trace.chat', { room: chat.supportRid, user: chat.userId })}</li>
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}
