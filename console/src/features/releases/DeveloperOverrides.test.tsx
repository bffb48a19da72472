import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from 'shared/api';
import { consoleOverrideIssue, consoleOverrideRevoke, type RemoteOverride } from 'shared/contract/console';
import { fakeConsoleEndpoints } from 'shared/testing/fake-console-endpoints';
import { consoleApi } from '../../lib/console-api';
import { renderConsole, resetConsoleSession, signInOperator } from '../../testing/render-console';
import { IssueOverrideForm } from './IssueOverrideForm';
import { LiveOverrides } from './LiveOverrides';

const live: RemoteOverride = {
  id: 3,
  siteId: '1',
  remote: 'promotions',
  address: 'http://127.0.0.1:4999/mf-manifest.json',
  expiresAt: '2026-11-28T02:15:00.000Z',
  issuedAt: '2026-11-28T02:00:00.000Z',
  issuedBy: 'release',
};
const token = 'payload.signature';
const issued = {
  override: live,
  token,
  link: `https://m.xingyao.example.com/__override?token=${token}`,
  linkPath: `/__override?token=${token}`,
};

beforeEach(() => {
  resetConsoleSession();
  signInOperator(['release']);
});
afterEach(() => vi.restoreAllMocks());

describe('developer overrides on the releases page', () => {
  it('checks the address, issues for the brand with the chosen remote and lifetime, and shows the link', async () => {
    const spy = fakeConsoleEndpoints(consoleApi, { consoleOverrideIssue: issued, consoleOverrideList: { list: [] } });
    renderConsole(<IssueOverrideForm siteId="1" />);
    fireEvent.click(screen.getByRole('button', { name: '签发覆盖' }));
    expect(await screen.findByText('请填写 http:// 或 https:// 开头的地址')).toBeInTheDocument();
    expect(spy).not.toHaveBeenCalledWith(consoleOverrideIssue, expect.anything());

    fireEvent.change(screen.getByLabelText('子应用'), { target: { value: 'promotions' } });
    fireEvent.change(screen.getByTestId('override-address'), { target: { value: ` ${live.address} ` } });
    fireEvent.change(screen.getByLabelText('有效期'), { target: { value: '3600' } });
    fireEvent.click(screen.getByRole('button', { name: '签发覆盖' }));
    expect(await screen.findByLabelText('覆盖链接')).toHaveValue(issued.link);
    expect(screen.getByTestId('override-issued')).toHaveTextContent('2026-11-28 10:15:00 到期');
    expect(screen.getByTestId('override-issued')).toHaveTextContent(issued.linkPath);
    expect(spy).toHaveBeenCalledWith(consoleOverrideIssue, {
      siteId: '1',
      remote: 'promotions',
      address: live.address,
      lifetimeSeconds: 3600,
    });
  });

  it("shows the server's Chinese refusal of an address", async () => {
    fakeConsoleEndpoints(consoleApi, {
      consoleOverrideIssue: () =>
        Promise.reject(
          new ApiError({ kind: 'business', code: 8096, message: '地址无效', path: consoleOverrideIssue.path }),
        ),
    });
    renderConsole(<IssueOverrideForm siteId="1" />);
    fireEvent.change(screen.getByTestId('override-address'), { target: { value: 'http://x/main.js' } });
    fireEvent.click(screen.getByRole('button', { name: '签发覆盖' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('地址无效');
    expect(screen.queryByTestId('override-issued')).toBeNull();
  });

  it('lists the live overrides and revokes one only after the confirmation', async () => {
    const spy = fakeConsoleEndpoints(consoleApi, {
      consoleOverrideList: { list: [live] },
      consoleOverrideRevoke: live,
    });
    renderConsole(<LiveOverrides brandName={(siteId) => (siteId === '1' ? '星耀体育' : siteId)} />);
    const row = await screen.findByTestId('override-row');
    expect(row).toHaveTextContent('星耀体育');
    expect(row).toHaveTextContent('mf-promotions');
    expect(row).toHaveTextContent(live.address);
    expect(row).toHaveTextContent('2026-11-28 10:15:00');
    fireEvent.click(within(row).getByRole('button', { name: '撤销' }));
    const dialog = await screen.findByRole('dialog', { name: '确认撤销覆盖' });
    expect(dialog).toHaveTextContent('恢复正常版本');
    expect(spy).not.toHaveBeenCalledWith(consoleOverrideRevoke, expect.anything());
    fireEvent.click(within(dialog).getByRole('button', { name: '撤销' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(spy).toHaveBeenCalledWith(consoleOverrideRevoke, { id: 3 });
  });

  it('says so when no override is live', async () => {
    fakeConsoleEndpoints(consoleApi, { consoleOverrideList: { list: [] } });
    renderConsole(<LiveOverrides brandName={(siteId) => siteId} />);
    expect(await screen.findByText('当前没有生效的覆盖')).toBeInTheDocument();
  });
});
