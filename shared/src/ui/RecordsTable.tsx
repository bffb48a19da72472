import type { ReactNode } from 'react';
import { DataTable, TableFrame } from './DataTable';

export interface RecordColumn<R> {
  key: string;
  title: ReactNode;
  cell: (row: R) => ReactNode;
  /** Right-aligned tabular figures. */
  num?: boolean;
  /** Money in (green) or out (red) for this row. */
  tone?: (row: R) => 'credit' | 'debit' | undefined;
}

export interface RecordsTableProps<R> {
  columns: readonly RecordColumn<R>[];
  rows: readonly R[];
  rowKey: (row: R) => string | number;
  /** The next page is loading: rows dim and the table says it is busy. */
  stale?: boolean;
  minWidth?: string;
  testId?: string;
  rowTestId?: string;
  /** `data-*` attributes of a row, for finding one row by what it is (an order number). */
  rowData?: (row: R) => Readonly<Record<`data-${string}`, string>>;
}

/** A records table drawn from its columns: one header, one line per row, figures aligned. */
export function RecordsTable<R>({
  columns,
  rows,
  rowKey,
  stale = false,
  minWidth,
  testId,
  rowTestId,
  rowData,
}: RecordsTableProps<R>) {
  return (
    <TableFrame $stale={stale}>
      <DataTable aria-busy={stale || undefined} data-testid={testId} {...(minWidth ? { $minWidth: minWidth } : {})}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" {...(column.num ? { 'data-num': '' } : {})}>
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} data-testid={rowTestId} {...rowData?.(row)}>
              {columns.map((column) => {
                const tone = column.tone?.(row);
                return (
                  <td
                    key={column.key}
                    {...(column.num ? { 'data-num': '' } : {})}
                    {...(tone ? { [`data-${tone}`]: '' } : {})}
                  >
                    {column.cell(row)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </DataTable>
    </TableFrame>
  );
}
