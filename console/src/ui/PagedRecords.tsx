import type { ReactNode } from 'react';
import { AsyncView, Muted, RecordsTable, type AsyncViewProps, type RecordsTableProps } from 'shared/ui';
import { ConsolePager } from './ConsolePager';

/** One page of a console list, as every paged console endpoint answers it. */
export interface RecordsPage<R> {
  list: readonly R[];
  total: number;
  pageNum: number;
  pageSize: number;
}

type TableProps<R> = Pick<RecordsTableProps<R>, 'columns' | 'rowKey' | 'testId' | 'rowTestId'>;

/** A paged console list: loading, error and empty states, the wide records table and the pager under it. */
export function PagedRecords<R>({
  state,
  empty,
  onPage,
  ...table
}: TableProps<R> & {
  state: AsyncViewProps<RecordsPage<R>>['state'];
  empty: ReactNode;
  onPage: (page: number) => void;
}) {
  const stale = state.status === 'loading';
  return (
    <AsyncView state={state} isEmpty={(page) => page.list.length === 0} empty={<Muted>{empty}</Muted>}>
      {(page) => (
        <>
          <RecordsTable {...table} rows={page.list} stale={stale} minWidth="72rem" />
          <ConsolePager
            total={page.total}
            pageNum={page.pageNum}
            pageSize={page.pageSize}
            busy={stale}
            onChange={onPage}
          />
        </>
      )}
    </AsyncView>
  );
}
