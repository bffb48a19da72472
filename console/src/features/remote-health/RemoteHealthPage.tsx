import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { consoleRemoteHealth, consoleTraceLookup, rolesAllow, type RemoteHealthWindow } from 'shared/contract/console';
import { useTranslation } from 'shared/i18n';
import { useEndpoint } from 'shared/query';
import { AsyncView, Muted, PillGroup, RecordsTable, Row, Surface } from 'shared/ui';
import { operatorRoles, operatorSessionAtom } from '../../lib/operator-session';
import { NAMESPACE } from '../../setup';
import { ConsoleSelect } from '../../ui/ConsoleSelect';
import { AutoRollbackNotice } from './AutoRollbackNotice';
import { failureColumns, healthColumns } from './health-columns';

const WINDOWS: readonly RemoteHealthWindow[] = ['1h', '24h', '7d'];

/** 远程健康 (release, admin): each remote and version's loads in players' browsers over a window, per brand. */
export function RemoteHealthPage() {
  const { t } = useTranslation(NAMESPACE);
  const session = useAtomValue(operatorSessionAtom);
  const canLookUp = rolesAllow(consoleTraceLookup, operatorRoles(session));
  const [window, setWindow] = useState<RemoteHealthWindow>('24h');
  const [siteId, setSiteId] = useState('');
  const state = useEndpoint(consoleRemoteHealth, { window, ...(siteId === '' ? {} : { siteId }) });
  const rollbacks = state.data?.autoRollbacks;
  const columns = useMemo(
    () => healthColumns(t, new Set((rollbacks ?? []).map((row) => `${row.remote}@${row.version}`))),
    [t, rollbacks],
  );
  const failures = useMemo(() => failureColumns(t, canLookUp), [t, canLookUp]);
  const sites = state.data?.sites ?? [];
  return (
    <section aria-labelledby="remote-health-title">
      <h1 id="remote-health-title">{t('pages.remoteHealth')}</h1>
      <Surface $padding="1rem" style={{ marginBottom: '1rem' }}>
        <Row $gap="1.5rem" $wrap>
          <PillGroup
            label={t('remoteHealth.window')}
            options={WINDOWS.map((value) => ({ value, label: t(`remoteHealth.windows.${value}`) }))}
            value={window}
            onChange={setWindow}
          />
          <ConsoleSelect
            label={t('remoteHealth.site')}
            value={siteId}
            onChange={(event) => setSiteId(event.target.value)}
          >
            <option value="">{t('remoteHealth.allSites')}</option>
            {sites.map((site) => (
              <option key={site.siteId} value={site.siteId}>
                {t('remoteHealth.siteOption', { name: site.name, siteId: site.siteId })}
              </option>
            ))}
          </ConsoleSelect>
        </Row>
        <Muted as="p">{t('remoteHealth.explain')}</Muted>
      </Surface>
      <AsyncView
        state={state}
        isEmpty={(data) => data.remotes.length === 0}
        empty={<Muted as="p">{t('remoteHealth.empty')}</Muted>}
      >
        {(data) => (
          <>
            <AutoRollbackNotice
              rollbacks={data.autoRollbacks}
              siteName={(id) => {
                const site = data.sites.find((s) => s.siteId === id);
                return site === undefined ? id : t('remoteHealth.siteOption', { name: site.name, siteId: id });
              }}
            />
            <RecordsTable
              columns={columns}
              rows={data.remotes}
              rowKey={(row) => `${row.remote}@${row.version}`}
              testId="remote-health"
              rowTestId="remote-health-row"
              rowData={(row) => ({ 'data-remote': row.remote, 'data-version': row.version })}
              minWidth="52rem"
            />
            <h2 style={{ fontSize: '1rem', margin: '1.5rem 0 0.5rem' }}>{t('remoteHealth.recent')}</h2>
            {data.recentFailures.length === 0 ? (
              <Muted as="p">{t('remoteHealth.noFailures')}</Muted>
            ) : (
              <RecordsTable
                columns={failures}
                rows={data.recentFailures}
                rowKey={(row) => `${row.traceId}-${row.remote}-${row.at}`}
                testId="remote-failures"
                rowTestId="remote-failure"
                minWidth="52rem"
              />
            )}
          </>
        )}
      </AsyncView>
    </section>
  );
}
