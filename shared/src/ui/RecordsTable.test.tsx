import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlatformProviders } from './PlatformProviders';
import { RecordsTable, type RecordColumn } from './RecordsTable';

interface Line {
  id: number;
  note: string;
  amount: number;
}

const columns: RecordColumn<Line>[] = [
  { key: 'note', title: '备注', cell: (row) => row.note },
  {
    key: 'amount',
    title: '金额',
    cell: (row) => row.amount.toFixed(2),
    num: true,
    tone: (row) => (row.amount > 0 ? 'credit' : 'debit'),
  },
];

describe('RecordsTable', () => {
  it('draws a header from the columns and one line per row, figures marked and toned', () => {
    render(
      <PlatformProviders withGlobalStyle={false}>
        <RecordsTable
          columns={columns}
          rows={[
            { id: 1, note: '存款', amount: 100 },
            { id: 2, note: '取款', amount: -50 },
          ]}
          rowKey={(row) => row.id}
          testId="t"
          rowTestId="line"
          rowData={(row) => ({ 'data-line': String(row.id) })}
          stale
        />
      </PlatformProviders>,
    );
    const table = screen.getByTestId('t');
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['备注', '金额']);
    const [credit, debit] = screen.getAllByTestId('line');
    expect(credit).toHaveTextContent('存款100.00');
    expect(debit).toHaveAttribute('data-line', '2');
    expect(within(credit!).getByText('100.00')).toHaveAttribute('data-credit');
    expect(within(debit!).getByText('-50.00')).toHaveAttribute('data-debit');
    expect(within(debit!).getByText('-50.00')).toHaveAttribute('data-num');
  });
});
