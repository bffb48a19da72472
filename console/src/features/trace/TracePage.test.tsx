import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from 'shared/api';
import { consoleTraceLookup, type TraceFindings } from 'shared/contract/console';
import { fakeConsoleEndpoints } from 'shared/testing/fake-console-endpoints';
import { consoleApi } from '../../lib/console-api';
import { renderConsole, resetConsoleSession, signInOperator } from '../../testing/render-console';
import { TracePage } from './TracePage';

const TRACE = '6f1c2a9e-0d1b-4c55-9e10-3a7b5c2d9e01';

const found: TraceFindings = {
  traceId: TRACE,
  member: { id: 100042, username: 'desk01' },
  calls: Array.from({ length: 23 }, (_, i) => ({
    path: i === 0 ? '/site/api/v1/configuration/verticals' : `/fd/api/v1/call${i}`,
    httpStatus: 200,
    code: i === 1 ? 6001 : 6000,
    ms: 10 + i,
    at: `2026-11-28T06:00:${String(i).padStart(2, '0')}.000Z`,
  })),
  remotes: [
    {
      kind: 'remote-load',
      remote: 'mf_casino',
      outcome: 'unavailable',
      ms: 95,
      version: '',
      detail: '',
      at: '2026-11-28T06:00:01.000Z',
    },
  ],
  errors: [
    { kind: 'csp', message: 'script-src: https://evil.test', source: '', stack: '', at: '2026-11-28T06:00:02.000Z' },
  ],
  truncated: false,
  tickets: [{ id: 12, memberId: 100042, createdAt: '2026-11-28T06:01:00.000Z' }],
  chats: [],
};

beforeEach(() => {
  resetConsoleSession();
  signInOperator(['support']);
});
afterEach(() => vi.restoreAllMocks());

describe('问题查询', () => {
  it('checks the id before asking, then shows the calls a page at a time, the remotes, errors and the member', async () => {
    const spy = fakeConsoleEndpoints(consoleApi, { consoleTraceLookup: found });
    renderConsole(<TracePage />, { route: '/trace' });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText('请输入问题编号')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('问题编号'), { target: { value: '<script>' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText('问题编号不正确')).toBeInTheDocument();
    expect(spy).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('问题编号'), { target: { value: ` ${TRACE} ` } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByTestId('trace-findings')).toBeInTheDocument();
    expect(spy).toHaveBeenLastCalledWith(consoleTraceLookup, { traceId: TRACE });
    expect(screen.getAllByTestId('trace-call')).toHaveLength(20);
    expect(screen.getAllByTestId('trace-call')[1]).toHaveTextContent('6001');
    expect(screen.getByTestId('trace-remote')).toHaveTextContent('mf_casino');
    expect(screen.getByTestId('trace-remote')).toHaveTextContent('加载失败');
    expect(within(screen.getByTestId('trace-errors')).getByText('安全策略拦截')).toBeInTheDocument();
    expect(screen.getByTestId('trace-member')).toHaveAttribute('href', '/members?member=100042');
    expect(screen.getByTestId('trace-filed')).toHaveTextContent('反馈工单 #12');
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    expect(await screen.findAllByTestId('trace-call')).toHaveLength(3);
  });

  it('says when nothing was found, and shows a refusal in Chinese', async () => {
    fakeConsoleEndpoints(consoleApi, {
      consoleTraceLookup: ({ traceId }) => {
        if (traceId === 'refused')
          throw new ApiError({
            kind: 'business',
            code: 8002,
            message: '您的角色无权执行此操作',
            path: consoleTraceLookup.path,
          });
        return { ...found, traceId, member: null, calls: [], remotes: [], errors: [], tickets: [] };
      },
    });
    renderConsole(<TracePage />, { route: '/trace?id=abc-123' });
    expect(await screen.findByText('未找到问题编号 abc-123 的记录（记录保留 7 天）')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('问题编号'), { target: { value: 'refused' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText('您的角色无权执行此操作')).toBeInTheDocument();
  });
});
