import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from 'shared/api';
import { consoleSiteAccessSave, type SiteAccess } from 'shared/contract/console';
import { fakeConsoleEndpoints } from 'shared/testing/fake-console-endpoints';
import { consoleApi } from '../../lib/console-api';
import { renderConsole, resetConsoleSession, signInOperator } from '../../testing/render-console';
import { SiteAccessPage } from './SiteAccessPage';

const open: SiteAccess = {
  siteId: '1',
  maintenance: false,
  maintenanceMessage: '',
  loginSuspended: false,
  registerSuspended: false,
  suspendedNotice: 'popup',
  suspendedMessage: '',
  blockedRegions: [],
  warnedRegions: ['US'],
  deniedIps: ['203.0.113.0/24'],
};

beforeEach(() => {
  resetConsoleSession();
  signInOperator(['admin']);
});
afterEach(() => vi.restoreAllMocks());

async function brandForm() {
  return screen.findByRole('form', { name: '站点 1' });
}

describe('site access page', () => {
  it('shows each brand as saved and says regions are off without the header', async () => {
    fakeConsoleEndpoints(consoleApi, { consoleSiteAccessList: { list: [open], regionHeader: null } });
    renderConsole(<SiteAccessPage />);
    const form = await brandForm();
    expect(screen.getByText('未配置地区请求头（SITE_REGION_HEADER），地区限制暂不生效')).toBeInTheDocument();
    expect(within(form).getByLabelText('风险提示地区（禁止注册）')).toHaveValue('US');
    expect(within(form).getByLabelText('禁止 IP（地址或 CIDR 网段）')).toHaveValue('203.0.113.0/24');
    expect(within(form).getByRole('checkbox', { name: '暂停注册' })).not.toBeChecked();
  });

  it('saves only after the confirmation with a reason, sending the lists tidied', async () => {
    const saved: SiteAccess = {
      ...open,
      registerSuspended: true,
      suspendedNotice: 'toast',
      blockedRegions: ['KP', 'IR'],
    };
    const spy = fakeConsoleEndpoints(consoleApi, {
      consoleSiteAccessList: { list: [open], regionHeader: 'cf-ipcountry' },
      consoleSiteAccessSave: saved,
    });
    renderConsole(<SiteAccessPage />);
    const form = await brandForm();
    expect(screen.getByText('访客地区取自请求头 cf-ipcountry')).toBeInTheDocument();
    fireEvent.click(within(form).getByRole('checkbox', { name: '暂停注册' }));
    fireEvent.click(within(form).getByRole('button', { name: '轻提示' }));
    fireEvent.change(within(form).getByLabelText('禁止地区（两位国家代码）'), { target: { value: 'kp，ir ' } });
    fireEvent.click(within(form).getByRole('button', { name: '保存' }));

    const dialog = await screen.findByRole('dialog', { name: '确认保存站点访问设置' });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认保存' }));
    expect(await within(dialog).findByText('请填写原因（至少2个字）')).toBeInTheDocument();
    expect(spy).not.toHaveBeenCalledWith(consoleSiteAccessSave, expect.anything());

    fireEvent.change(within(dialog).getByLabelText('原因'), { target: { value: '注册通道维护' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认保存' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(spy).toHaveBeenCalledWith(consoleSiteAccessSave, {
      access: { ...open, registerSuspended: true, suspendedNotice: 'toast', blockedRegions: ['KP', 'IR'] },
      reason: '注册通道维护',
    });
    expect(screen.getByRole('status')).toHaveTextContent('已保存，立即生效');
  });

  it("keeps the dialog open with the server's message when the save is refused", async () => {
    fakeConsoleEndpoints(consoleApi, {
      consoleSiteAccessList: { list: [open], regionHeader: null },
      consoleSiteAccessSave: () =>
        Promise.reject(
          new ApiError({
            kind: 'business',
            code: 6007,
            message: 'IP 格式不正确：300.1.1.1',
            path: consoleSiteAccessSave.path,
          }),
        ),
    });
    renderConsole(<SiteAccessPage />);
    const form = await brandForm();
    fireEvent.change(within(form).getByLabelText('禁止 IP（地址或 CIDR 网段）'), { target: { value: '300.1.1.1' } });
    fireEvent.click(within(form).getByRole('button', { name: '保存' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('原因'), { target: { value: '封禁' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认保存' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('IP 格式不正确：300.1.1.1');
  });
});
