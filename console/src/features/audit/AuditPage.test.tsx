import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { consoleAuditExport, consoleAuditLog, type AuditEntry } from 'shared/contract/console';
import { fakeConsoleEndpoints } from 'shared/testing/fake-console-endpoints';
import { consoleApi } from '../../lib/console-api';
import { renderConsole, resetConsoleSession, signInOperator } from '../../testing/render-console';
import { AuditPage } from './AuditPage';

const entry: AuditEntry = {
  id: 9,
  operatorId: 2,
  operatorName: 'finance',
  role: 'finance',
  at: '2026-11-27T02:00:00.000Z',
  action: 'withdraw.approve_first',
  target: 'withdraw:W1',
  before: { status: 'pending' },
  after: { status: 'awaiting_second' },
  reason: '',
  traceId: 't-1',
  address: '127.0.0.1',
};

beforeEach(() => {
  resetConsoleSession();
  signInOperator(['admin']);
});
afterEach(() => vi.restoreAllMocks());

describe('audit log page', () => {
  it('lists the rows, filters them by what was typed, and refuses an operator id that is not a number', async () => {
    const spy = fakeConsoleEndpoints(consoleApi, {
      consoleAuditLog: { list: [entry], total: 1, pageNum: 1, pageSize: 20 },
    });
    renderConsole(<AuditPage />);
    const row = await screen.findByTestId('audit-row');
    expect(within(row).getByText('取款初审通过')).toBeInTheDocument();
    expect(within(row).getByText('2026-11-27 10:00:00')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('对象'), { target: { value: 'withdraw:W1' } });
    fireEvent.change(screen.getByLabelText('操作'), { target: { value: 'withdraw.approve' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(spy).toHaveBeenLastCalledWith(consoleAuditLog, {
        target: 'withdraw:W1',
        action: 'withdraw.approve',
        pageNum: 1,
        pageSize: 20,
      }),
    );
    const calls = spy.mock.calls.length;
    fireEvent.change(screen.getByLabelText('操作员ID'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText('操作员ID须为数字')).toBeInTheDocument();
    expect(spy.mock.calls.length).toBe(calls);
  });

  it('exports the shown filter as a CSV download', async () => {
    const spy = fakeConsoleEndpoints(consoleApi, {
      consoleAuditLog: { list: [entry], total: 1, pageNum: 1, pageSize: 20 },
      consoleAuditExport: { fileName: 'audit.csv', csv: '\uFEFFid\n9\n', rows: 1 },
    });
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:audit');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderConsole(<AuditPage />);
    await screen.findByTestId('audit-row');
    fireEvent.click(screen.getByRole('button', { name: '导出 CSV' }));
    expect(await screen.findByText('已导出 1 条记录')).toBeInTheDocument();
    expect(spy).toHaveBeenCalledWith(consoleAuditExport, {});
    expect(created).toHaveBeenCalledTimes(1);
    expect(click).toHaveBeenCalledTimes(1);
  });
});
