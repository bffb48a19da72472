import { useState } from 'react';
import {
  consoleMemberEndSessions,
  consoleMemberProfile,
  consoleMemberSessions,
  type MemberSession,
} from 'shared/contract/console';
import { formatBeijingTime } from 'shared/format';
import { useTranslation } from 'shared/i18n';
import { useEndpoint, useEndpointMutation } from 'shared/query';
import { AsyncView, Button, Muted, RecordsTable, Row } from 'shared/ui';
import { NAMESPACE } from '../../../setup';
import { ReasonDialog } from '../../../ui/ReasonDialog';

/** The member's live sessions; end one or all after a confirmation with the reason. */
export function SessionsTab({ memberId }: { memberId: number }) {
  const { t } = useTranslation(NAMESPACE);
  const state = useEndpoint(consoleMemberSessions, { memberId });
  const end = useEndpointMutation(consoleMemberEndSessions, {
    invalidates: [consoleMemberSessions, consoleMemberProfile],
  });
  const [ending, setEnding] = useState<MemberSession | 'all' | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const time = (at: string) => formatBeijingTime(at, 'minute');
  return (
    <div>
      <Row $gap="1rem" $justify="space-between">
        {done ? <p role="status">{done}</p> : <span />}
        <Button
          variant="secondary"
          disabled={end.busy || !state.data || state.data.list.length === 0}
          onClick={() => setEnding('all')}
        >
          {t('members.sessions.endAll')}
        </Button>
      </Row>
      <AsyncView
        state={state}
        isEmpty={(data) => data.list.length === 0}
        empty={<Muted>{t('members.sessions.empty')}</Muted>}
      >
        {(data) => (
          <RecordsTable
            rows={data.list}
            rowKey={(session) => session.id}
            testId="sessions-table"
            rowTestId="session-row"
            columns={[
              { key: 'started', title: t('members.sessions.started'), cell: (session) => time(session.createdAt) },
              { key: 'ip', title: t('members.sessions.ip'), cell: (session) => session.ip },
              { key: 'site', title: t('members.sessions.site'), cell: (session) => session.siteId },
              { key: 'expires', title: t('members.sessions.expires'), cell: (session) => time(session.expiresAt) },
              {
                key: 'end',
                title: t('members.columns.actions'),
                cell: (session) => (
                  <Button variant="ghost" disabled={end.busy} onClick={() => setEnding(session)}>
                    {t('members.sessions.end')}
                  </Button>
                ),
              },
            ]}
          />
        )}
      </AsyncView>
      {ending !== null && (
        <ReasonDialog
          placeholder={t('members.reasonPlaceholder')}
          title={ending === 'all' ? t('members.sessions.endAllTitle') : t('members.sessions.endTitle')}
          body={ending === 'all' ? t('members.sessions.endAllBody') : t('members.sessions.endBody', { ip: ending.ip })}
          confirm={t('members.sessions.confirm')}
          busy={end.busy}
          failure={end.failure}
          onClose={() => setEnding(null)}
          onConfirm={async (reason) => {
            const answer = await end.run({ memberId, reason, ...(ending === 'all' ? {} : { sessionId: ending.id }) });
            if (answer) setDone(t('members.sessions.ended', { count: answer.ended }));
            return answer !== null;
          }}
        />
      )}
    </div>
  );
}
