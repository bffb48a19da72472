import { useState } from 'react';
import {
  consoleBrandConfigHistory,
  consoleBrandConfigRollback,
  consoleBrandConfigs,
  type BrandConfigSite,
  type BrandConfigVersion,
} from 'shared/contract/console';
import { formatBeijingTime } from 'shared/format';
import { useTranslation } from 'shared/i18n';
import { useEndpoint, useEndpointMutation } from 'shared/query';
import { AsyncView, Button, RecordsTable, type RecordColumn } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { ReasonDialog } from '../../ui/ReasonDialog';

/** A brand's versions, newest first, each earlier one restorable in one step. */
export function BrandConfigHistory({ site, onRestored }: { site: BrandConfigSite; onRestored: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const state = useEndpoint(consoleBrandConfigHistory, { siteId: site.siteId });
  const [restoring, setRestoring] = useState<number | null>(null);
  const rollback = useEndpointMutation(consoleBrandConfigRollback, {
    invalidates: [consoleBrandConfigs, consoleBrandConfigHistory],
  });
  const latest = site.current?.version ?? null;
  const columns: RecordColumn<BrandConfigVersion>[] = [
    { key: 'version', title: t('brandConfig.columns.version'), cell: (row) => `v${row.version}` },
    { key: 'at', title: t('brandConfig.columns.at'), cell: (row) => formatBeijingTime(row.createdAt, 'second') },
    { key: 'by', title: t('brandConfig.columns.by'), cell: (row) => row.createdBy },
    {
      key: 'reason',
      title: t('brandConfig.columns.reason'),
      cell: (row) =>
        row.restoredFrom === null
          ? row.reason
          : `${t('brandConfig.restoredFrom', { version: row.restoredFrom })} · ${row.reason}`,
    },
    {
      key: 'action',
      title: t('brandConfig.columns.action'),
      cell: (row) =>
        row.version === latest ? (
          t('brandConfig.current')
        ) : (
          <Button type="button" variant="secondary" onClick={() => setRestoring(row.version)}>
            {t('brandConfig.rollback', { version: row.version })}
          </Button>
        ),
    },
  ];
  const confirm = async (reason: string) => {
    if (restoring === null) return false;
    const answer = await rollback.run({ siteId: site.siteId, version: restoring, reason });
    if (answer === null) return false;
    onRestored();
    return true;
  };
  return (
    <>
      <AsyncView state={state} isEmpty={(data) => data.versions.length === 0}>
        {(data) => (
          <RecordsTable
            columns={columns}
            rows={data.versions}
            rowKey={(row) => row.version}
            testId="brand-config-history"
            rowTestId="brand-config-version"
            minWidth="44rem"
          />
        )}
      </AsyncView>
      {restoring !== null && (
        <ReasonDialog
          title={t('brandConfig.confirmRollbackTitle', { version: restoring })}
          body={t('brandConfig.confirmRollbackBody', { name: site.name, version: restoring })}
          confirm={t('brandConfig.confirmRollback')}
          busy={rollback.busy}
          failure={rollback.failure}
          failed={t('brandConfig.saveFailed')}
          onConfirm={confirm}
          onClose={() => setRestoring(null)}
        />
      )}
    </>
  );
}
