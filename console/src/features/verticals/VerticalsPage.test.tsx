import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from 'shared/api';
import { consoleVerticalSet, type VerticalSite } from 'shared/contract/console';
import { fakeConsoleEndpoints } from 'shared/testing/fake-console-endpoints';
import { consoleApi } from '../../lib/console-api';
import { renderConsole, resetConsoleSession, signInOperator } from '../../testing/render-console';
import { VerticalsPage } from './VerticalsPage';

const on = { state: 'on' } as const;
const drill: VerticalSite = {
  siteId: '4',
  name: '星耀演练站',
  verticals: {
    sports: { state: 'maintenance', message: '赛事数据升级中', until: '2026-11-25T04:00:00.000Z' },
    casino: on,
    wallet: on,
    promotions: on,
    chat: { state: 'off' },
  },
};

beforeEach(() => {
  resetConsoleSession();
  signInOperator(['release']);
});
afterEach(() => vi.restoreAllMocks());

function row(vertical: string): HTMLElement {
  const found = screen
    .getAllByTestId('vertical-row')
    .find((element) => element.getAttribute('data-vertical') === vertical);
  if (found === undefined) throw new Error(`no row ${vertical}`);
  return found;
}

describe('版块开关', () => {
  it("shows each brand's verticals as players see them, maintenance with its words and end", async () => {
    fakeConsoleEndpoints(consoleApi, { consoleVerticalsList: { sites: [drill] } });
    renderConsole(<VerticalsPage />);
    expect(await screen.findByRole('region', { name: '星耀演练站（站点 4）' })).toBeInTheDocument();
    expect(row('sports')).toHaveTextContent('维护中');
    expect(row('sports')).toHaveTextContent('赛事数据升级中 · 预计 2026-11-25 12:00 结束');
    expect(row('chat')).toHaveTextContent('已关闭');
    expect(row('casino')).toHaveTextContent('开启');
  });

  it('switches off only after the confirmation with a reason, saying what players lose', async () => {
    const spy = fakeConsoleEndpoints(consoleApi, {
      consoleVerticalsList: { sites: [drill] },
      consoleVerticalSet: { ...drill, verticals: { ...drill.verticals, casino: { state: 'off' } } },
    });
    renderConsole(<VerticalsPage />);
    fireEvent.click(await screen.findByRole('button', { name: '切换 星耀演练站 的娱乐场' }));
    const dialog = await screen.findByRole('dialog', { name: '切换娱乐场：星耀演练站' });
    fireEvent.click(within(dialog).getByRole('button', { name: '已关闭' }));
    expect(within(dialog).getByTestId('vertical-effect')).toHaveTextContent('玩家将无法使用该版块');
    fireEvent.click(within(dialog).getByRole('button', { name: '确认关闭' }));
    expect(await within(dialog).findByText('请填写原因（至少2个字）')).toBeInTheDocument();
    expect(spy).not.toHaveBeenCalledWith(consoleVerticalSet, expect.anything());

    fireEvent.change(within(dialog).getByLabelText('原因'), { target: { value: '供应商故障' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(spy).toHaveBeenCalledWith(consoleVerticalSet, {
      siteId: '4',
      vertical: 'casino',
      state: 'off',
      message: '',
      reason: '供应商故障',
    });
  });

  it('sends the maintenance words and Beijing end time, and keeps the dialog with the refusal', async () => {
    const spy = fakeConsoleEndpoints(consoleApi, {
      consoleVerticalsList: { sites: [drill] },
      consoleVerticalSet: () =>
        Promise.reject(
          new ApiError({ kind: 'business', code: 6004, message: '没有这个站点', path: consoleVerticalSet.path }),
        ),
    });
    renderConsole(<VerticalsPage />);
    fireEvent.click(await screen.findByRole('button', { name: '切换 星耀演练站 的钱包' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '维护中' }));
    fireEvent.change(within(dialog).getByLabelText('维护说明'), { target: { value: '钱包通道维护' } });
    fireEvent.change(within(dialog).getByLabelText('预计结束时间（北京时间，可不填）'), {
      target: { value: '2026-11-28T20:30' },
    });
    fireEvent.change(within(dialog).getByLabelText('原因'), { target: { value: '通道维护' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认切换' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('没有这个站点');
    expect(spy).toHaveBeenCalledWith(consoleVerticalSet, {
      siteId: '4',
      vertical: 'wallet',
      state: 'maintenance',
      message: '钱包通道维护',
      until: '2026-11-28T12:30:00.000Z',
      reason: '通道维护',
    });
  });
});
