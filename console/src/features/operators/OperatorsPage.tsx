import { useAtomValue } from 'jotai';
import { useCallback, useMemo, useState } from 'react';
import { consoleOperators, type Operator, type OperatorSession } from 'shared/contract/console';
import { useTranslation } from 'shared/i18n';
import { useEndpoint } from 'shared/query';
import { AsyncView, Button, Muted, RecordsTable, Row, Surface } from 'shared/ui';
import { operatorSessionAtom } from '../../lib/operator-session';
import { NAMESPACE } from '../../setup';
import { CreateOperatorDialog } from './CreateOperatorDialog';
import { OperatorActionDialog, type OperatorAction } from './OperatorActionDialog';
import { operatorColumns } from './operator-columns';
import { SessionsPanel } from './SessionsPanel';

/** 操作员 (admin): operators with roles and status; create, disable/enable, reset TOTP, sessions. */
export function OperatorsPage() {
  const { t } = useTranslation(NAMESPACE);
  const selfId = useAtomValue(operatorSessionAtom)?.operator.id ?? null;
  const state = useEndpoint(consoleOperators, {});
  const [creating, setCreating] = useState(false);
  const [action, setAction] = useState<OperatorAction | null>(null);
  const [sessionsOf, setSessionsOf] = useState<Operator | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const endSession = useCallback(
    (s: OperatorSession) => setAction({ kind: 'endSession', sessionId: s.id, operatorName: s.operatorName }),
    [],
  );
  const columns = useMemo(() => operatorColumns(t, setAction, setSessionsOf, selfId), [t, selfId]);

  return (
    <section aria-labelledby="operators-title">
      <h1 id="operators-title">{t('pages.operators')}</h1>
      <Surface $padding="1rem" style={{ marginBottom: '1rem' }}>
        <Row $justify="space-between">
          <Muted>{t('operators.intro')}</Muted>
          <Button type="button" onClick={() => setCreating(true)}>
            {t('operators.create')}
          </Button>
        </Row>
        {done && (
          <p role="status" data-testid="operators-done">
            {done}
          </p>
        )}
        <AsyncView
          state={state}
          isEmpty={(page) => page.list.length === 0}
          empty={<Muted>{t('operators.empty')}</Muted>}
        >
          {(page) => (
            <RecordsTable
              columns={columns}
              rows={page.list}
              rowKey={(o) => o.id}
              testId="operators-table"
              rowTestId="operator-row"
              minWidth="64rem"
            />
          )}
        </AsyncView>
      </Surface>
      <Surface $padding="1rem">
        <Row $justify="space-between">
          <h2 style={{ margin: 0, fontSize: '1rem' }}>
            {sessionsOf ? t('operators.sessionsOf', { name: sessionsOf.name }) : t('operators.allSessions')}
          </h2>
          {sessionsOf && (
            <Button type="button" variant="ghost" onClick={() => setSessionsOf(null)}>
              {t('operators.showAllSessions')}
            </Button>
          )}
        </Row>
        <SessionsPanel operatorId={sessionsOf?.id ?? null} onEnd={endSession} />
      </Surface>
      {creating && <CreateOperatorDialog onClose={() => setCreating(false)} />}
      {action && (
        <OperatorActionDialog
          action={action}
          onClose={() => setAction(null)}
          onDone={(message) => {
            setDone(message);
            setAction(null);
          }}
        />
      )}
    </section>
  );
}
