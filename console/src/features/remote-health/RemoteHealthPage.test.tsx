import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ResponseOf } from 'shared/contract';
import { consoleRemoteHealth, type ConsoleRole } from 'shared/contract/console';
import { fakeConsoleEndpoints } from 'shared/testing/fake-console-endpoints';
import { consoleApi } from '../../lib/console-api';
import { renderConsole, resetConsoleSession, signInOperator } from '../../testing/render-console';
import { RemoteHealthPage } from './RemoteHealthPage';

const health: ResponseOf<typeof consoleRemoteHealth> = {
  from: '2026-11-27T10:00:00.000Z',
  to: '2026-11-28T10:00:00.000Z',
  sites: [
    { siteId: '1', name: '星耀体育' },
    { siteId: '2', name: '星耀娱乐' },
  ],
  remotes: [
    {
      remote: 'mf_casino',
      version: 'a1b2c3',
      loads: 40,
      unavailable: 3,
      incompatible: 1,
      failureRate: 0.1,
      p50Ms: 420,
      p95Ms: 1310,
    },
    {
      remote: 'mf_sports',
      version: '',
      loads: 5,
      unavailable: 0,
      incompatible: 0,
      failureRate: 0,
      p50Ms: null,
      p95Ms: null,
    },
  ],
  recentFailures: [
    {
      at: '2026-11-28T09:58:00.000Z',
      siteId: '1',
      remote: 'mf_casino',
      version: 'a1b2c3',
      outcome: 'unavailable' as const,
      ms: 5000,
      traceId: 'trace-abc-1',
    },
  ],
  autoRollbacks: [],
};
const withdrawn = {
  at: '2026-11-28T09:59:00.000Z',
  siteId: '1',
  remote: 'mf_casino',
  version: 'a1b2c3',
  figures: { version: 'a1b2c3', loads: 40, failures: 4, rate: 0.1, threshold: 0.05, minLoads: 20 },
};

beforeEach(resetConsoleSession);
afterEach(() => vi.restoreAllMocks());

function render(roles: readonly [ConsoleRole, ...ConsoleRole[]], answer = health) {
  signInOperator(roles);
  const spy = fakeConsoleEndpoints(consoleApi, { consoleRemoteHealth: answer });
  renderConsole(<RemoteHealthPage />);
  return spy;
}

describe('远程健康', () => {
  it('shows per remote and version the loads, failures by kind, rate and p50/p95', async () => {
    const spy = render(['release']);
    const casino = await screen.findByText('mf_casino', { selector: '[data-testid="remote-health"] td' });
    const row = casino.closest('tr');
    if (row === null) throw new Error('no row');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['mf_casino', 'a1b2c3', '40', '3', '1', '10.0%', '420 ms', '1310 ms']);
    const sports = screen.getAllByTestId('remote-health-row')[1];
    expect(sports).toHaveTextContent('未标注');
    expect(sports).toHaveTextContent('—');
    expect(spy).toHaveBeenCalledWith(consoleRemoteHealth, { window: '24h' });
    expect(screen.queryByTestId('auto-rollbacks')).toBeNull();
  });

  it('asks again for the chosen window and brand', async () => {
    const spy = render(['release']);
    await screen.findByTestId('remote-health');
    fireEvent.click(screen.getByRole('button', { name: '近1小时' }));
    await waitFor(() => expect(spy).toHaveBeenCalledWith(consoleRemoteHealth, { window: '1h' }));
    fireEvent.change(screen.getByLabelText('站点'), { target: { value: '2' } });
    await waitFor(() => expect(spy).toHaveBeenCalledWith(consoleRemoteHealth, { window: '1h', siteId: '2' }));
  });

  it('links a failed load to 问题查询 for admin, and only names the 问题编号 for release', async () => {
    render(['admin']);
    const failure = await screen.findByTestId('remote-failure');
    expect(failure).toHaveTextContent('无法加载');
    expect(within(failure).getByRole('link', { name: 'trace-abc-1' })).toHaveAttribute('href', '/trace?id=trace-abc-1');
  });

  it('shows the 问题编号 without a link to release, who cannot open 问题查询', async () => {
    render(['release']);
    const failure = await screen.findByTestId('remote-failure');
    expect(failure).toHaveTextContent('trace-abc-1');
    expect(within(failure).queryByRole('link')).toBeNull();
  });

  it('marks a canary the server withdrew: a line with the time and figures, and its row', async () => {
    render(['release'], { ...health, autoRollbacks: [withdrawn] });
    const line = await screen.findByTestId('auto-rollback');
    expect(line).toHaveTextContent(
      '2026-11-28 17:59:00 已自动回滚：星耀体育（站点 1） 的 mf_casino 灰度版本 a1b2c3（40 次加载、4 次失败，失败率 10.0%，阈值 5.0%）',
    );
    const casino = screen.getAllByTestId('remote-health-row')[0]!;
    expect(within(casino).getByTestId('auto-rolled-back')).toHaveTextContent('已自动回滚');
    expect(within(screen.getAllByTestId('remote-health-row')[1]!).queryByTestId('auto-rolled-back')).toBeNull();
  });
});
