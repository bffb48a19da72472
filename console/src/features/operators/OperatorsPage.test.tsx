import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  consoleCreateOperator,
  consoleEndSession,
  consoleSetOperatorStatus,
  type Operator,
  type OperatorSession,
} from 'shared/contract/console';
import { fakeConsoleEndpoints } from 'shared/testing/fake-console-endpoints';
import { consoleApi } from '../../lib/console-api';
import { renderConsole, resetConsoleSession, signInOperator } from '../../testing/render-console';
import { OperatorsPage } from './OperatorsPage';

const operator = (
  id: number,
  name: string,
  roles: Operator['roles'],
  status: Operator['status'] = 'active',
): Operator => ({
  id,
  name,
  displayName: name,
  roles,
  status,
  totpEnrolled: true,
  createdAt: '2026-11-01T00:00:00.000Z',
  lastLoginAt: null,
});
// The signed-in admin is operator #2 (render-console).
const operators = { list: [operator(2, 'admin', ['admin']), operator(5, 'support', ['support'])] };
const session = (id: number, current: boolean): OperatorSession => ({
  id,
  operatorId: current ? 2 : 5,
  operatorName: current ? 'admin' : 'support',
  createdAt: '2026-11-27T08:00:00.000Z',
  lastSeenAt: '2026-11-27T08:10:00.000Z',
  expiresAt: '2026-11-27T08:40:00.000Z',
  address: '127.0.0.1',
  current,
});

beforeEach(() => {
  resetConsoleSession();
  signInOperator(['admin']);
});
afterEach(() => vi.restoreAllMocks());

describe('operators page', () => {
  it('lists operators with roles and status; no disable button on the admin themself', async () => {
    fakeConsoleEndpoints(consoleApi, { consoleOperators: operators, consoleSessions: { list: [] } });
    renderConsole(<OperatorsPage />);
    const [self, other] = await screen.findAllByTestId('operator-row');
    expect(other).toHaveTextContent('support (#5)');
    expect(other).toHaveTextContent('客服');
    expect(other).toHaveTextContent('正常');
    expect(within(other!).getByRole('button', { name: '停用' })).toBeInTheDocument();
    expect(within(self!).queryByRole('button', { name: '停用' })).not.toBeInTheDocument();
    expect(await screen.findByText('暂无在线会话')).toBeInTheDocument();
  });

  it('creates an operator and shows the initial password it sent, once', async () => {
    const spy = fakeConsoleEndpoints(consoleApi, {
      consoleOperators: operators,
      consoleSessions: { list: [] },
      consoleCreateOperator: (input) => ({ ...operator(9, input.name, input.roles), totpEnrolled: false }),
    });
    renderConsole(<OperatorsPage />);
    fireEvent.click(await screen.findByRole('button', { name: '新建操作员' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '新建操作员' }));
    expect(within(dialog).getByText('请至少选择一个角色')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('账号'), { target: { value: 'newfinance' } });
    fireEvent.change(within(dialog).getByLabelText('姓名'), { target: { value: '新财务' } });
    fireEvent.click(within(dialog).getByLabelText('财务'));
    fireEvent.click(within(dialog).getByRole('button', { name: '新建操作员' }));
    const shown = await screen.findByTestId('initial-password');
    const [, body] = spy.mock.calls.find(([endpoint]) => endpoint === consoleCreateOperator) ?? [];
    expect(body).toEqual({
      name: 'newfinance',
      displayName: '新财务',
      roles: ['finance'],
      password: shown.textContent,
    });
    expect(shown.textContent).toMatch(/^[A-Za-z0-9]{16}$/);
    fireEvent.click(screen.getByRole('button', { name: '我已记下' }));
    await waitFor(() => expect(screen.queryByTestId('initial-password')).not.toBeInTheDocument());
  });

  it('disables an operator only with a reason, and ends a session after confirming', async () => {
    const spy = fakeConsoleEndpoints(consoleApi, {
      consoleOperators: operators,
      consoleSessions: { list: [session(1, true), session(7, false)] },
      consoleSetOperatorStatus: (input) => operator(input.operatorId, 'support', ['support'], input.status),
      consoleEndSession: { ended: true },
    });
    renderConsole(<OperatorsPage />);
    const [, other] = await screen.findAllByTestId('operator-row');
    fireEvent.click(within(other!).getByRole('button', { name: '停用' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('停用操作员 support？其全部会话将立即结束。');
    fireEvent.click(within(dialog).getByRole('button', { name: '确认' }));
    expect(await within(dialog).findByText('请填写原因（至少2个字）')).toBeInTheDocument();
    expect(spy.mock.calls.some(([endpoint]) => endpoint === consoleSetOperatorStatus)).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('原因（记入审计日志）'), { target: { value: '离职' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认' }));
    expect(await screen.findByTestId('operators-done')).toHaveTextContent('已停用 support');
    expect(spy).toHaveBeenCalledWith(consoleSetOperatorStatus, { operatorId: 5, status: 'disabled', reason: '离职' });

    const [current, other2] = await screen.findAllByTestId('session-row');
    expect(within(current!).queryByRole('button')).not.toBeInTheDocument();
    fireEvent.click(within(other2!).getByRole('button', { name: '结束会话' }));
    const endDialog = await screen.findByRole('dialog');
    fireEvent.change(within(endDialog).getByLabelText('原因（记入审计日志）'), { target: { value: '可疑登录' } });
    fireEvent.click(within(endDialog).getByRole('button', { name: '确认' }));
    expect(await screen.findByTestId('operators-done')).toHaveTextContent('已结束 support 的会话');
    expect(spy).toHaveBeenCalledWith(consoleEndSession, { sessionId: 7, reason: '可疑登录' });
  });
});
