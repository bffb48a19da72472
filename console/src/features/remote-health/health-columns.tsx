import type { TFunction } from 'i18next';
import type { RemoteFailure, RemoteHealthRow } from 'shared/contract/console';
import { formatBeijingTime } from 'shared/format';
import { Link } from 'shared/router';
import { Muted, type RecordColumn } from 'shared/ui';

export const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;
const ms = (value: number | null) => (value === null ? '—' : `${value} ms`);

/** `rolledBack`: `remote@version` of the canaries withdrawn automatically, marked in their row. */
export function healthColumns(t: TFunction, rolledBack: ReadonlySet<string>): RecordColumn<RemoteHealthRow>[] {
  return [
    { key: 'remote', title: t('remoteHealth.columns.remote'), cell: (row) => row.remote },
    {
      key: 'version',
      title: t('remoteHealth.columns.version'),
      cell: (row) =>
        row.version === '' ? (
          <Muted>{t('remoteHealth.noVersion')}</Muted>
        ) : (
          <>
            {row.version}
            {rolledBack.has(`${row.remote}@${row.version}`) && (
              <Muted as="div" style={{ fontSize: '0.75rem' }} data-testid="auto-rolled-back">
                {t('remoteHealth.autoRolledBack')}
              </Muted>
            )}
          </>
        ),
    },
    { key: 'loads', title: t('remoteHealth.columns.loads'), cell: (row) => row.loads, num: true },
    { key: 'unavailable', title: t('remoteHealth.columns.unavailable'), cell: (row) => row.unavailable, num: true },
    { key: 'incompatible', title: t('remoteHealth.columns.incompatible'), cell: (row) => row.incompatible, num: true },
    {
      key: 'rate',
      title: t('remoteHealth.columns.failureRate'),
      cell: (row) => percent(row.failureRate),
      num: true,
      tone: (row) => (row.failureRate > 0 ? 'debit' : undefined),
    },
    { key: 'p50', title: t('remoteHealth.columns.p50'), cell: (row) => ms(row.p50Ms), num: true },
    { key: 'p95', title: t('remoteHealth.columns.p95'), cell: (row) => ms(row.p95Ms), num: true },
  ];
}

/** The failed loads; the 问题编号 links to 问题查询 only for a role that may open it. */
export function failureColumns(t: TFunction, canLookUp: boolean): RecordColumn<RemoteFailure>[] {
  return [
    { key: 'at', title: t('remoteHealth.columns.at'), cell: (row) => formatBeijingTime(row.at, 'second') },
    { key: 'site', title: t('remoteHealth.columns.site'), cell: (row) => row.siteId },
    { key: 'remote', title: t('remoteHealth.columns.remote'), cell: (row) => row.remote },
    { key: 'version', title: t('remoteHealth.columns.version'), cell: (row) => row.version || '—' },
    {
      key: 'outcome',
      title: t('remoteHealth.columns.outcome'),
      cell: (row) => t(`remoteHealth.outcomes.${row.outcome}`),
    },
    {
      key: 'trace',
      title: t('remoteHealth.columns.traceId'),
      cell: (row) =>
        canLookUp ? <Link to={`/trace?id=${encodeURIComponent(row.traceId)}`}>{row.traceId}</Link> : row.traceId,
    },
  ];
}
