import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { consoleBrandConfigRollback, consoleBrandConfigSave, type BrandConfigVersion } from 'shared/contract/console';
import { fakeConsoleEndpoints } from 'shared/testing/fake-console-endpoints';
import { consoleApi } from '../../lib/console-api';
import { renderConsole, resetConsoleSession, signInOperator } from '../../testing/render-console';
import { BrandConfigPage } from './BrandConfigPage';

const config = { siteName: '星耀体育', flags: { depositEnabled: true }, remotes: ['sports', 'casino'] };
const v1: BrandConfigVersion = {
  version: 1,
  config,
  reason: '品牌文件 default.json 初始配置',
  createdBy: 'seed',
  createdAt: '2026-11-27T10:00:00.000Z',
  restoredFrom: null,
};
const v2: BrandConfigVersion = {
  ...v1,
  version: 2,
  config: { ...config, siteName: '星耀周年庆' },
  createdBy: 'admin',
  reason: '改名',
};

beforeEach(() => {
  resetConsoleSession();
  signInOperator(['admin']);
});
afterEach(() => vi.restoreAllMocks());

function fakes() {
  return fakeConsoleEndpoints(consoleApi, {
    consoleBrandConfigs: { sites: [{ siteId: '1', name: '星耀体育', current: v2 }] },
    consoleBrandConfigHistory: { versions: [v2, v1] },
    consoleBrandConfigSave: { ...v2, version: 3 },
    consoleBrandConfigRollback: { ...v1, version: 3, restoredFrom: 1 },
  });
}

describe('品牌配置', () => {
  it('names the wrong field with the brand schema and sends nothing', async () => {
    const spy = fakes();
    renderConsole(<BrandConfigPage />);
    const editor = await screen.findByLabelText('配置（JSON）');
    expect(JSON.parse((editor as HTMLTextAreaElement).value)).toEqual(v2.config);
    fireEvent.change(editor, { target: { value: JSON.stringify({ ...config, flags: { depositEnabled: 'yes' } }) } });
    fireEvent.click(screen.getByRole('button', { name: '保存为新版本' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('字段 flags.depositEnabled');
    fireEvent.change(editor, { target: { value: '{ siteName: ' } });
    fireEvent.click(screen.getByRole('button', { name: '保存为新版本' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('配置不是有效的 JSON');
    expect(spy).not.toHaveBeenCalledWith(consoleBrandConfigSave, expect.anything());
  });

  it('saves over the version edited after the confirmation with a reason', async () => {
    const spy = fakes();
    renderConsole(<BrandConfigPage />);
    const editor = await screen.findByLabelText('配置（JSON）');
    fireEvent.change(editor, { target: { value: JSON.stringify({ ...config, siteName: '星耀新名' }) } });
    fireEvent.click(screen.getByRole('button', { name: '保存为新版本' }));
    const dialog = await screen.findByRole('dialog', { name: '确认保存品牌配置' });
    fireEvent.change(within(dialog).getByLabelText('原因'), { target: { value: '品牌更名' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认保存' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(spy).toHaveBeenCalledWith(consoleBrandConfigSave, {
      siteId: '1',
      baseVersion: 2,
      config: expect.objectContaining({ siteName: '星耀新名', remotes: ['sports', 'casino'] }),
      reason: '品牌更名',
    });
  });

  it('rolls back to an earlier version in one confirmed step', async () => {
    const spy = fakes();
    renderConsole(<BrandConfigPage />);
    const history = await screen.findByTestId('brand-config-history');
    expect(within(history).getAllByTestId('brand-config-version')[0]).toHaveTextContent('当前使用');
    fireEvent.click(within(history).getByRole('button', { name: '回滚到 v1' }));
    const dialog = await screen.findByRole('dialog', { name: '确认回滚到 v1' });
    fireEvent.change(within(dialog).getByLabelText('原因'), { target: { value: '活动结束' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认回滚' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(spy).toHaveBeenCalledWith(consoleBrandConfigRollback, { siteId: '1', version: 1, reason: '活动结束' });
  });
});
