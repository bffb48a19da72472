import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { consoleFundRulesSave, consoleVenueSetTesting, type FundRules } from 'shared/contract/console';
import { fakeConsoleEndpoints } from 'shared/testing/fake-console-endpoints';
import { consoleApi } from '../../lib/console-api';
import { renderConsole, resetConsoleSession, signInOperator } from '../../testing/render-console';
import { FundRulesPage } from './FundRulesPage';

const open: FundRules = {
  siteId: '1',
  phoneForWithdraw: false,
  phoneForFunds: false,
  memberLocking: true,
  withdrawHoldHours: 0,
};
const pgdz = { channelCode: 'PGDZ', name: 'PG电子', testing: false };

beforeEach(() => {
  resetConsoleSession();
  signInOperator(['admin']);
});
afterEach(() => vi.restoreAllMocks());

describe('fund safety page', () => {
  it('saves the phone rule only after a confirmation with a reason', async () => {
    const saved = { ...open, phoneForWithdraw: true, withdrawHoldHours: 24 };
    const spy = fakeConsoleEndpoints(consoleApi, {
      consoleFundRulesList: { list: [open] },
      consoleVenueList: { list: [pgdz] },
      consoleFundRulesSave: saved,
    });
    renderConsole(<FundRulesPage />);
    const form = await screen.findByRole('form', { name: '站点 1' });
    fireEvent.click(within(form).getByRole('checkbox', { name: '提款前须验证手机' }));
    fireEvent.change(within(form).getByLabelText('手机验证后提款等待（小时，0-720）'), { target: { value: '24' } });
    fireEvent.click(within(form).getByRole('button', { name: '保存' }));
    const dialog = await screen.findByRole('dialog', { name: '确认保存资金安全设置' });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认' }));
    expect(await within(dialog).findByText('请填写原因（至少2个字）')).toBeInTheDocument();
    expect(spy).not.toHaveBeenCalledWith(consoleFundRulesSave, expect.anything());
    fireEvent.change(within(dialog).getByLabelText('原因'), { target: { value: '提款须验证手机' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(spy).toHaveBeenCalledWith(consoleFundRulesSave, { rules: saved, reason: '提款须验证手机' });
    expect(screen.getByRole('status')).toHaveTextContent('已保存，立即生效');
  });

  it('warns of a hold without the phone rule (6111) and refuses hours out of range', async () => {
    const spy = fakeConsoleEndpoints(consoleApi, {
      consoleFundRulesList: { list: [open] },
      consoleVenueList: { list: [pgdz] },
      consoleFundRulesSave: open,
    });
    renderConsole(<FundRulesPage />);
    const form = await screen.findByRole('form', { name: '站点 1' });
    const hours = within(form).getByLabelText('手机验证后提款等待（小时，0-720）');
    fireEvent.change(hours, { target: { value: '12' } });
    expect(within(form).getByRole('note')).toHaveTextContent('提款保护配置错误（6111）');
    fireEvent.change(hours, { target: { value: '800' } });
    fireEvent.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('请输入0-720之间的整数')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(spy).not.toHaveBeenCalledWith(consoleFundRulesSave, expect.anything());
  });

  it('marks a venue testing after a confirmation with a reason', async () => {
    const spy = fakeConsoleEndpoints(consoleApi, {
      consoleFundRulesList: { list: [open] },
      consoleVenueList: { list: [pgdz] },
      consoleVenueSetTesting: { ...pgdz, testing: true },
    });
    renderConsole(<FundRulesPage />);
    const table = await screen.findByRole('table', { name: '场馆测试' });
    expect(within(table).getByText('已开放')).toBeInTheDocument();
    fireEvent.click(within(table).getByRole('button', { name: '标记测试：PG电子' }));
    const dialog = await screen.findByRole('dialog', { name: '确认标记为测试中' });
    fireEvent.change(within(dialog).getByLabelText('原因'), { target: { value: '对接新版本' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(spy).toHaveBeenCalledWith(consoleVenueSetTesting, {
      channelCode: 'PGDZ',
      testing: true,
      reason: '对接新版本',
    });
  });
});
