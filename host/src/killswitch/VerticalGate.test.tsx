import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'shared/router';
import { liveVerticalsAtom } from 'shared/config';
import type { VerticalStatuses } from 'shared/contract';
import { appStore } from 'shared/state';
import { PlatformProviders } from 'shared/ui';
import { fakeEndpoints } from 'shared/testing/fake-endpoints';
import '../setup';
import { ALL_ON } from './vertical-status-poller';
import { VerticalGate, WhenVerticalOn } from './VerticalGate';

type Answer = { verticals: VerticalStatuses };

/** What the next status call answers: the switches, or a promise of them. */
let next: Answer | Promise<Answer> = { verticals: ALL_ON };

function answer(verticals: VerticalStatuses) {
  next = { verticals };
}

function visitSports() {
  return render(
    <PlatformProviders withGlobalStyle={false}>
      <MemoryRouter>
        <VerticalGate vertical="sports">
          <p>体育赛事列表</p>
        </VerticalGate>
        <WhenVerticalOn vertical="chat">
          <p>在线客服入口</p>
        </WhenVerticalOn>
      </MemoryRouter>
    </PlatformProviders>,
  );
}

beforeEach(() => {
  appStore.set(liveVerticalsAtom, null);
  next = { verticals: ALL_ON };
  fakeEndpoints({ siteVerticals: () => next });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('VerticalGate', () => {
  it('waits for the first answer before showing the page, so nothing of a switched-off remote loads', async () => {
    let resolve: (value: { verticals: VerticalStatuses }) => void = () => undefined;
    next = new Promise((r) => (resolve = r));
    visitSports();
    expect(screen.getByText('正在确认服务状态…')).toBeInTheDocument();
    expect(screen.queryByText('体育赛事列表')).toBeNull();
    resolve({ verticals: ALL_ON });
    expect(await screen.findByText('体育赛事列表')).toBeInTheDocument();
    expect(screen.getByText('在线客服入口')).toBeInTheDocument();
  });

  it("shows the operator's maintenance message and end time in place of the page", async () => {
    answer({
      ...ALL_ON,
      sports: { state: 'maintenance', message: '体育赛事数据升级中，请稍后再来', until: '2026-11-25T04:00:00.000Z' },
    });
    visitSports();
    expect(await screen.findByText('体育赛事数据升级中，请稍后再来')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '体育维护中' })).toBeInTheDocument();
    expect(screen.getByTestId('maintenance-until')).toHaveTextContent('预计恢复时间：2026-11-25 12:00:00（北京时间）');
    expect(screen.getByTestId('trace-id')).toHaveTextContent(/问题编号：[0-9a-f-]{36}/);
    expect(screen.queryByText('体育赛事列表')).toBeNull();
  });

  it('shows the default text without a message, and not-found for a vertical that is off', async () => {
    answer({ ...ALL_ON, sports: { state: 'off' }, chat: { state: 'maintenance' } });
    visitSports();
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
    expect(screen.queryByText('在线客服入口')).toBeNull();
    appStore.set(liveVerticalsAtom, { ...ALL_ON, sports: { state: 'maintenance' } });
    await waitFor(() => expect(screen.getByTestId('maintenance-message')).toHaveTextContent('体育正在进行系统维护'));
  });

  it('turns back into the page when the operator switches the vertical on, without a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answer({ ...ALL_ON, sports: { state: 'maintenance' } });
    visitSports();
    expect(await screen.findByTestId('maintenance')).toBeInTheDocument();
    answer(ALL_ON);
    await vi.advanceTimersByTimeAsync(5_000);
    await waitFor(() => expect(screen.getByText('体育赛事列表')).toBeInTheDocument());
  });
});
