import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from 'shared/api';
import { consoleAuditExport, consoleAuditLog, type AuditEntry, type AuditFilter } from 'shared/contract/console';
import { formatBeijingTime } from 'shared/format';
import { useTranslation } from 'shared/i18n';
import { useEndpoint, useEndpointMutation } from 'shared/query';
import { Button, Row, Surface, type RecordColumn } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { PagedRecords } from '../../ui/PagedRecords';
import { auditFilterOf, type AuditFilterDraft } from './audit-filter';
import { AuditFilters } from './AuditFilters';
import { downloadCsv } from './download-csv';

const PAGE_SIZE = 20;

/** Before → after can be a whole record: one line, cut short, whole on hover, so reason and address stay in view. */
const Change = styled.span`
  display: block;
  max-width: 20rem;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: 0.75rem;
  color: ${({ theme }) => theme.textMuted};
`;

function change(entry: AuditEntry): string {
  const show = (value: unknown) => (value === null ? '—' : JSON.stringify(value));
  return entry.before === null && entry.after === null ? '' : `${show(entry.before)} → ${show(entry.after)}`;
}

export function AuditPage() {
  const { t } = useTranslation(NAMESPACE);
  const [filter, setFilter] = useState<AuditFilter>({});
  const [operatorIdProblem, setOperatorIdProblem] = useState(false);
  const [pageNum, setPageNum] = useState(1);
  const [exported, setExported] = useState<string | null>(null);
  const state = useEndpoint(consoleAuditLog, { ...filter, pageNum, pageSize: PAGE_SIZE });
  // The export is an audited action itself: the list shows its row afterwards.
  const exporter = useEndpointMutation(consoleAuditExport, { invalidates: [consoleAuditLog] });

  const apply = (draft: AuditFilterDraft) => {
    const next = auditFilterOf(draft);
    setOperatorIdProblem('problem' in next);
    if ('problem' in next) return;
    setFilter(next);
    setPageNum(1);
  };
  const exportCsv = async () => {
    const file = await exporter.run(filter);
    if (!file) return;
    downloadCsv(file.fileName, file.csv);
    setExported(t('audit.exported', { rows: file.rows }));
  };

  const columns = useMemo<RecordColumn<AuditEntry>[]>(
    () => [
      { key: 'at', title: t('audit.columns.at'), cell: (entry) => formatBeijingTime(entry.at) },
      {
        key: 'operator',
        title: t('audit.columns.operator'),
        cell: (entry) => `${entry.operatorName} (#${entry.operatorId})`,
      },
      { key: 'role', title: t('audit.columns.role'), cell: (entry) => entry.role },
      { key: 'action', title: t('audit.columns.action'), cell: (entry) => t(`audit.actions.${entry.action}`) },
      { key: 'target', title: t('audit.columns.target'), cell: (entry) => entry.target },
      {
        key: 'change',
        title: t('audit.columns.change'),
        cell: (entry) => <Change title={change(entry)}>{change(entry)}</Change>,
      },
      { key: 'reason', title: t('audit.columns.reason'), cell: (entry) => entry.reason },
      { key: 'address', title: t('audit.columns.address'), cell: (entry) => entry.address },
    ],
    [t],
  );

  return (
    <section aria-labelledby="audit-title">
      <Row $justify="space-between">
        <h1 id="audit-title">{t('pages.audit')}</h1>
        <Button type="button" variant="secondary" loading={exporter.busy} onClick={() => void exportCsv()}>
          {t('audit.export')}
        </Button>
      </Row>
      <Surface $padding="1rem">
        <AuditFilters onApply={apply} operatorIdProblem={operatorIdProblem} />
        {exported && <p role="status">{exported}</p>}
        {exporter.failure !== null && <p role="alert">{errorMessage(exporter.failure, t('audit.export'))}</p>}
        <PagedRecords
          state={state}
          columns={columns}
          rowKey={(entry) => entry.id}
          empty={t('audit.empty')}
          testId="audit-table"
          rowTestId="audit-row"
          onPage={setPageNum}
        />
      </Surface>
    </section>
  );
}
