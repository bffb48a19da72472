import type { TFunction } from 'i18next';
import type { TraceBrowserError, TraceCall, TraceRemote } from 'shared/contract/console';
import { formatBeijingTime } from 'shared/format';
import { Muted, type RecordColumn } from 'shared/ui';

const time = (at: string) => formatBeijingTime(at, 'second');

export function callColumns(t: TFunction): RecordColumn<TraceCall>[] {
  return [
    { key: 'at', title: t('trace.columns.at'), cell: (call) => time(call.at) },
    { key: 'path', title: t('trace.columns.path'), cell: (call) => call.path },
    {
      key: 'code',
      title: t('trace.columns.code'),
      cell: (call) => (call.httpStatus === 200 ? call.code : `${call.code} (HTTP ${call.httpStatus})`),
      tone: (call) => (call.code === 6000 ? undefined : 'debit'),
    },
    { key: 'ms', title: t('trace.columns.ms'), cell: (call) => call.ms, num: true },
  ];
}

export function remoteColumns(t: TFunction): RecordColumn<TraceRemote>[] {
  return [
    { key: 'at', title: t('trace.columns.at'), cell: (row) => time(row.at) },
    { key: 'remote', title: t('trace.columns.remote'), cell: (row) => row.remote },
    {
      key: 'outcome',
      title: t('trace.columns.outcome'),
      cell: (row) =>
        t(
          row.kind === 'remote-load' ? `trace.outcomes.${row.outcome}` : `trace.remoteEvents.${row.outcome}`,
          row.outcome,
        ),
      tone: (row) => (row.outcome === 'ok' ? 'credit' : 'debit'),
    },
    { key: 'ms', title: t('trace.columns.ms'), cell: (row) => row.ms ?? <Muted>-</Muted>, num: true },
    { key: 'version', title: t('trace.columns.version'), cell: (row) => row.version || <Muted>-</Muted> },
    { key: 'detail', title: t('trace.columns.detail'), cell: (row) => row.detail || <Muted>-</Muted> },
  ];
}

export function errorColumns(t: TFunction): RecordColumn<TraceBrowserError>[] {
  return [
    { key: 'at', title: t('trace.columns.at'), cell: (row) => time(row.at) },
    { key: 'kind', title: t('trace.columns.kind'), cell: (row) => t(`trace.errorKinds.${row.kind}`) },
    { key: 'message', title: t('trace.columns.message'), cell: (row) => row.message },
    {
      key: 'source',
      title: t('trace.columns.source'),
      cell: (row) => <span title={row.stack || undefined}>{row.source || <Muted>-</Muted>}</span>,
    },
  ];
}
