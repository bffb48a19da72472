import { useMemo } from 'react';
import { consoleSessions, type OperatorSession } from 'shared/contract/console';
import { formatBeijingTime } from 'shared/format';
import { useTranslation } from 'shared/i18n';
import { useEndpoint } from 'shared/query';
import { AsyncView, Button, Muted, RecordsTable, type RecordColumn } from 'shared/ui';
import { NAMESPACE } from '../../setup';

/** Live console sessions (everyone's, or one operator's), each with an end button but the caller's own. */
export function SessionsPanel({
  operatorId,
  onEnd,
}: {
  operatorId: number | null;
  onEnd: (session: OperatorSession) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const state = useEndpoint(consoleSessions, operatorId === null ? {} : { operatorId });
  const columns = useMemo<RecordColumn<OperatorSession>[]>(
    () => [
      { key: 'operator', title: t('operators.columns.operator'), cell: (s) => s.operatorName },
      { key: 'created', title: t('operators.columns.loginAt'), cell: (s) => formatBeijingTime(s.createdAt, 'minute') },
      { key: 'seen', title: t('operators.columns.lastSeen'), cell: (s) => formatBeijingTime(s.lastSeenAt, 'minute') },
      { key: 'address', title: t('operators.columns.address'), cell: (s) => s.address },
      {
        key: 'actions',
        title: t('operators.columns.actions'),
        cell: (s) =>
          s.current ? (
            <Muted $size="0.75rem">{t('operators.currentSession')}</Muted>
          ) : (
            <Button type="button" variant="secondary" onClick={() => onEnd(s)}>
              {t('operators.actions.endSession')}
            </Button>
          ),
      },
    ],
    [t, onEnd],
  );
  return (
    <AsyncView
      state={state}
      isEmpty={(page) => page.list.length === 0}
      empty={<Muted>{t('operators.noSessions')}</Muted>}
    >
      {(page) => (
        <RecordsTable
          columns={columns}
          rows={page.list}
          rowKey={(s) => String(s.id)}
          testId="sessions-table"
          rowTestId="session-row"
        />
      )}
    </AsyncView>
  );
}
