import type { RemoteVersion } from 'shared/contract/console';
import { formatBeijingTime } from 'shared/format';
import { useTranslation } from 'shared/i18n';
import { Muted, RecordsTable, type RecordColumn } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { sizeText } from './version-text';

/** Every remote's published versions, newest first: what a pin, a canary or a rollback can choose. */
export function RemoteVersions({ versions }: { versions: readonly RemoteVersion[] }) {
  const { t } = useTranslation(NAMESPACE);
  if (versions.length === 0) return <Muted as="p">{t('releases.noVersions')}</Muted>;
  const columns: RecordColumn<RemoteVersion>[] = [
    { key: 'remote', title: t('releases.columns.remote'), cell: (v) => <code>mf-{v.remote}</code> },
    { key: 'version', title: t('releases.columns.version'), cell: (v) => <code>{v.version}</code> },
    { key: 'commit', title: t('releases.columns.commit'), cell: (v) => v.commit || '—' },
    { key: 'size', title: t('releases.columns.size'), cell: (v) => sizeText(v.totalBytes), num: true },
    { key: 'contract', title: t('releases.columns.contract'), cell: (v) => v.contractRange },
    { key: 'exposes', title: t('releases.columns.exposes'), cell: (v) => v.exposes.length },
    { key: 'created', title: t('releases.columns.created'), cell: (v) => formatBeijingTime(v.createdAt) },
    { key: 'by', title: t('releases.columns.by'), cell: (v) => v.createdBy },
  ];
  return (
    <RecordsTable
      columns={columns}
      rows={versions}
      rowKey={(v) => `${v.remote}/${v.version}`}
      testId="release-versions"
      minWidth="64rem"
    />
  );
}
