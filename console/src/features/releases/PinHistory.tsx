import { useState } from 'react';
import { consoleReleaseHistory, type PinHistoryEntry } from 'shared/contract/console';
import { formatBeijingTime } from 'shared/format';
import { useTranslation } from 'shared/i18n';
import { useEndpoint } from 'shared/query';
import type { RecordColumn } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { PagedRecords } from '../../ui/PagedRecords';

const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;

const PAGE_SIZE = 10;

/** Who changed a brand's pins and when: one row per change, newest first. */
export function PinHistory({ siteId }: { siteId: string }) {
  const { t } = useTranslation(NAMESPACE);
  const [pageNum, setPageNum] = useState(1);
  const state = useEndpoint(consoleReleaseHistory, { siteId, pageNum, pageSize: PAGE_SIZE });
  const columns: RecordColumn<PinHistoryEntry>[] = [
    { key: 'at', title: t('releases.columns.at'), cell: (row) => formatBeijingTime(row.at) },
    { key: 'operator', title: t('releases.columns.operator'), cell: (row) => row.operatorName },
    { key: 'remote', title: t('releases.columns.remote'), cell: (row) => `mf-${row.remote}` },
    { key: 'action', title: t('releases.columns.action'), cell: (row) => t(`releases.actions.${row.action}`) },
    {
      key: 'stable',
      title: t('releases.columns.stable'),
      cell: (row) => row.stableVersion ?? t('releases.brandAddress'),
    },
    {
      key: 'canary',
      title: t('releases.columns.canary'),
      cell: (row) => (row.canaryVersion === null ? '—' : `${row.canaryVersion} · ${row.canaryPercent}%`),
    },
    {
      key: 'note',
      title: t('releases.columns.note'),
      cell: (row) =>
        row.figures === null
          ? '—'
          : t('releases.autoFigures', {
              ...row.figures,
              rate: percent(row.figures.rate),
              threshold: percent(row.figures.threshold),
            }),
    },
  ];
  return (
    <PagedRecords
      state={state}
      empty={t('releases.noHistory')}
      onPage={setPageNum}
      columns={columns}
      rowKey={(row) => row.id}
      testId="release-history"
    />
  );
}
