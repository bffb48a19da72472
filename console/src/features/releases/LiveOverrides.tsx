import { useState } from 'react';
import { consoleOverrideList, consoleOverrideRevoke, type RemoteOverride } from 'shared/contract/console';
import { formatBeijingTime } from 'shared/format';
import { useTranslation } from 'shared/i18n';
import { useEndpoint, useEndpointMutation } from 'shared/query';
import { AsyncView, Button, Muted, RecordsTable, type RecordColumn } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { ActionDialog } from '../../ui/ActionDialog';

/** The overrides neither revoked nor expired, each with a revoke button (confirmed first). */
export function LiveOverrides({ brandName }: { brandName: (siteId: string) => string }) {
  const { t } = useTranslation(NAMESPACE);
  const state = useEndpoint(consoleOverrideList, {});
  const [revoking, setRevoking] = useState<RemoteOverride | null>(null);
  const revoke = useEndpointMutation(consoleOverrideRevoke, { invalidates: [consoleOverrideList] });
  const columns: RecordColumn<RemoteOverride>[] = [
    { key: 'brand', title: t('overrides.columns.brand'), cell: (row) => brandName(row.siteId) },
    { key: 'remote', title: t('overrides.columns.remote'), cell: (row) => <code>mf-{row.remote}</code> },
    { key: 'address', title: t('overrides.columns.address'), cell: (row) => <code>{row.address}</code> },
    { key: 'expires', title: t('overrides.columns.expires'), cell: (row) => formatBeijingTime(row.expiresAt) },
    { key: 'issuedBy', title: t('overrides.columns.issuedBy'), cell: (row) => row.issuedBy },
    {
      key: 'actions',
      title: t('overrides.columns.actions'),
      cell: (row) => (
        <Button
          type="button"
          variant="secondary"
          onClick={() => setRevoking(row)}
          data-testid={`override-revoke-${row.id}`}
        >
          {t('overrides.revoke')}
        </Button>
      ),
    },
  ];
  return (
    <>
      <AsyncView
        state={state}
        isEmpty={(data) => data.list.length === 0}
        empty={<Muted as="p">{t('overrides.none')}</Muted>}
      >
        {(data) => (
          <RecordsTable
            columns={columns}
            rows={data.list}
            rowKey={(row) => String(row.id)}
            testId="override-list"
            rowTestId="override-row"
          />
        )}
      </AsyncView>
      {revoking !== null && (
        <ActionDialog
          title={t('overrides.revokeTitle')}
          confirm={t('overrides.revoke')}
          busy={revoke.busy}
          failure={revoke.failure}
          failed={t('overrides.failed')}
          onClose={() => setRevoking(null)}
          onSubmit={() =>
            void revoke.run({ id: revoking.id }).then((done) => {
              if (done !== null) setRevoking(null);
            })
          }
        >
          <Muted>
            {t('overrides.revokeBody', {
              brand: brandName(revoking.siteId),
              remote: revoking.remote,
              address: revoking.address,
            })}
          </Muted>
        </ActionDialog>
      )}
    </>
  );
}
