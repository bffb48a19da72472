import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from 'shared/api';
import {
  consoleReleaseChange,
  consoleReleaseUnpin,
  type BrandRemotePin,
  type PinHistoryEntry,
  type RemoteVersion,
} from 'shared/contract/console';
import { fakeConsoleEndpoints } from 'shared/testing/fake-console-endpoints';
import { consoleApi } from '../../lib/console-api';
import { renderConsole, resetConsoleSession, signInOperator } from '../../testing/render-console';
import { ReleasesPage } from './ReleasesPage';

const version = (id: string, commit: string): RemoteVersion => ({
  remote: 'promotions',
  version: id,
  commit,
  contractRange: '^1.0.0',
  exposes: ['./DiscountPage'],
  totalBytes: 1_048_576,
  createdAt: '2026-11-28T01:00:00.000Z',
  createdBy: 'release',
});
const v1 = version('1111111111111111', 'aaa111');
const v2 = version('2222222222222222', 'bbb222');
const pinned: BrandRemotePin = {
  siteId: '1',
  remote: 'promotions',
  stable: v1,
  canary: null,
  canaryPercent: 0,
  updatedAt: '2026-11-28T02:00:00.000Z',
  updatedBy: 'release',
};
const overview = {
  brands: [
    { siteId: '1', name: '星耀体育', pins: [pinned] },
    { siteId: '2', name: '星耀娱乐', pins: [] },
  ],
  versions: [v2, v1],
};
const history = { list: [], total: 0, pageNum: 1, pageSize: 10 };

beforeEach(() => {
  resetConsoleSession();
  signInOperator(['release']);
});
afterEach(() => vi.restoreAllMocks());

const pinRow = async (remote: string) =>
  (await screen.findAllByTestId('release-pin')).find((row) => row.getAttribute('data-remote') === remote)!;

describe('releases page', () => {
  it("shows each remote's stable version with commit, size, when and who, and the published versions", async () => {
    fakeConsoleEndpoints(consoleApi, { consoleReleaseOverview: overview, consoleReleaseHistory: history });
    renderConsole(<ReleasesPage />);
    const row = await pinRow('promotions');
    expect(row).toHaveTextContent('1111111111111111');
    expect(row).toHaveTextContent('aaa111 · 1024 KiB');
    expect(row).toHaveTextContent('release');
    expect(within(row).getByRole('button', { name: '转为稳定版' })).toBeDisabled();
    expect(await pinRow('casino')).toHaveTextContent('品牌配置地址');
    expect(within(await pinRow('casino')).getByRole('button', { name: '灰度' })).toBeDisabled();
    expect(screen.getByTestId('release-versions')).toHaveTextContent('2222222222222222');
    expect(screen.getByText('暂无变更记录')).toBeInTheDocument();
  });

  it('sets a canary only after the confirmation, with the chosen version and share', async () => {
    const spy = fakeConsoleEndpoints(consoleApi, {
      consoleReleaseOverview: overview,
      consoleReleaseHistory: history,
      consoleReleaseChange: { ...pinned, canary: v2, canaryPercent: 50 },
    });
    renderConsole(<ReleasesPage />);
    fireEvent.click(within(await pinRow('promotions')).getByRole('button', { name: '灰度' }));
    const dialog = await screen.findByRole('dialog', { name: '确认设定灰度版本' });
    expect(within(dialog).getByLabelText('版本')).toHaveValue('2222222222222222');
    fireEvent.change(within(dialog).getByLabelText('灰度比例（1–100 %）'), { target: { value: '0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认' }));
    expect(await within(dialog).findByText('灰度比例须为 1 到 100 的整数')).toBeInTheDocument();
    expect(spy).not.toHaveBeenCalledWith(consoleReleaseChange, expect.anything());

    fireEvent.change(within(dialog).getByLabelText('灰度比例（1–100 %）'), { target: { value: '50' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(spy).toHaveBeenCalledWith(consoleReleaseChange, {
      action: 'canary',
      siteId: '1',
      remote: 'promotions',
      version: '2222222222222222',
      percent: 50,
    });
  });

  it("keeps the dialog open with the server's Chinese message when a change is refused", async () => {
    fakeConsoleEndpoints(consoleApi, {
      consoleReleaseOverview: overview,
      consoleReleaseHistory: history,
      consoleReleaseChange: () =>
        Promise.reject(
          new ApiError({
            kind: 'business',
            code: 8092,
            message: '该版本不存在，请刷新版本列表',
            path: consoleReleaseChange.path,
          }),
        ),
    });
    renderConsole(<ReleasesPage />);
    fireEvent.click(within(await pinRow('promotions')).getByRole('button', { name: '设定版本' }));
    const dialog = await screen.findByRole('dialog', { name: '确认设定稳定版本' });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('该版本不存在，请刷新版本列表');
  });

  it("removes a brand's pin only after the confirmation; a remote without a pin cannot be unpinned", async () => {
    const spy = fakeConsoleEndpoints(consoleApi, {
      consoleReleaseOverview: overview,
      consoleReleaseHistory: history,
      consoleReleaseUnpin: { siteId: '1', remote: 'promotions' },
    });
    renderConsole(<ReleasesPage />);
    expect(within(await pinRow('casino')).getByRole('button', { name: '取消固定' })).toBeDisabled();
    fireEvent.click(within(await pinRow('promotions')).getByRole('button', { name: '取消固定' }));
    const dialog = await screen.findByRole('dialog', { name: '确认取消固定' });
    expect(dialog).toHaveTextContent('改从品牌配置地址加载');
    expect(spy).not.toHaveBeenCalledWith(consoleReleaseUnpin, expect.anything());
    fireEvent.click(within(dialog).getByRole('button', { name: '确认' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(spy).toHaveBeenCalledWith(consoleReleaseUnpin, { siteId: '1', remote: 'promotions' });
  });

  it('shows an automatic rollback in the history by the system, with its figures', async () => {
    const withdrawn: PinHistoryEntry = {
      id: 7,
      siteId: '1',
      remote: 'promotions',
      action: 'auto_rollback',
      stableVersion: v1.version,
      canaryVersion: null,
      canaryPercent: 0,
      at: '2026-11-28T03:00:00.000Z',
      operatorName: 'system',
      figures: { version: v2.version, loads: 25, failures: 9, rate: 0.36, threshold: 0.2, minLoads: 20 },
    };
    fakeConsoleEndpoints(consoleApi, {
      consoleReleaseOverview: overview,
      consoleReleaseHistory: { ...history, list: [withdrawn], total: 1 },
    });
    renderConsole(<ReleasesPage />);
    const table = await screen.findByTestId('release-history');
    expect(table).toHaveTextContent('自动回滚');
    expect(table).toHaveTextContent('system');
    expect(table).toHaveTextContent(
      '撤下灰度版本 2222222222222222：25 次加载、9 次失败，失败率 36.0% 超过阈值 20.0%（至少 20 次加载）',
    );
  });
});
