import { useMemo, useState } from 'react';
import type { TraceCall } from 'shared/contract/console';
import { useTranslation } from 'shared/i18n';
import { Muted, RecordsTable } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { ConsolePager } from '../../ui/ConsolePager';
import { callColumns } from './trace-columns';

const PAGE_SIZE = 20;

/** The page load's API calls, oldest first, a page of them at a time. */
export function CallsTable({ calls }: { calls: readonly TraceCall[] }) {
  const { t } = useTranslation(NAMESPACE);
  const [pageNum, setPageNum] = useState(1);
  const columns = useMemo(() => callColumns(t), [t]);
  if (calls.length === 0) return <Muted as="p">{t('trace.noCalls')}</Muted>;
  const rows = calls.slice((pageNum - 1) * PAGE_SIZE, pageNum * PAGE_SIZE);
  return (
    <>
      <RecordsTable
        columns={columns}
        rows={rows}
        rowKey={(call) => `${call.at}-${call.path}-${calls.indexOf(call)}`}
        testId="trace-calls"
        rowTestId="trace-call"
        minWidth="48rem"
      />
      {calls.length > PAGE_SIZE ? (
        <ConsolePager total={calls.length} pageNum={pageNum} pageSize={PAGE_SIZE} busy={false} onChange={setPageNum} />
      ) : null}
    </>
  );
}
