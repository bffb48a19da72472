import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from 'shared/api';
import {
  protectionSettings,
  selfExclude,
  setProtectionLimit,
  setRealityCheck,
  type ProtectionLimit,
  type ProtectionSettings,
} from 'shared/contract';
import { md5Hex } from 'shared/crypto';
import { appStore, sessionAtom } from 'shared/state';
import { fakeEndpoints, type RequestSpy } from 'shared/testing/fake-endpoints';
import { renderWithProviders, resetPlatformState, signInForTest } from 'shared/testing/render';
import ProtectionPage from '../../exposes/ProtectionPage';
import { parseLimit } from './LimitRow';
import '../../setup';

const limit = (
  kind: ProtectionLimit['kind'],
  period: ProtectionLimit['period'],
  over: Partial<ProtectionLimit> = {},
): ProtectionLimit => ({
  kind,
  period,
  amount: null,
  pending: null,
  used: 0,
  resetsAt: '2026-11-24T16:00:00.000Z',
  ...over,
});

const settings = (
  over: Partial<Record<string, Partial<ProtectionLimit>>> = {},
  minutes: ProtectionSettings['realityCheckMinutes'] = 60,
): ProtectionSettings => ({
  limits: (['deposit', 'loss'] as const).flatMap((kind) =>
    (['day', 'week', 'month'] as const).map((period) => limit(kind, period, over[`${kind}-${period}`])),
  ),
  realityCheckMinutes: minutes,
});

/** How often the page asked for the settings. */
const loads = (request: RequestSpy) =>
  request.mock.calls.filter(([endpoint]) => endpoint === protectionSettings).length;

beforeEach(() => {
  resetPlatformState();
  signInForTest();
});
afterEach(() => vi.restoreAllMocks());

describe('parseLimit', () => {
  it('takes whole yuan from 1 to 100,000,000 only', () => {
    expect(parseLimit(' 500 ')).toBe(500);
    expect(parseLimit('0')).toBeNull();
    expect(parseLimit('12.5')).toBeNull();
    expect(parseLimit('')).toBeNull();
    expect(parseLimit('100000001')).toBeNull();
  });
});

describe('the protection page', () => {
  it('shows each limit with what the period used and a raise still waiting', async () => {
    fakeEndpoints({
      protectionSettings: () =>
        settings({
          'deposit-day': { amount: 200, used: 150, pending: { amount: 500, effectiveAt: '2026-11-25T04:00:00.000Z' } },
        }),
    });
    renderWithProviders(<ProtectionPage />);
    const row = await screen.findByTestId('limit-deposit-day');
    expect(row).toHaveTextContent('¥200');
    expect(row).toHaveTextContent('本期已存 ¥150，2026-11-25 00:00:00 重置');
    expect(within(row).getByTestId('limit-pending')).toHaveTextContent('将于 2026-11-25 12:00:00 提高至 ¥500');
    expect(screen.getByTestId('limit-loss-week')).toHaveTextContent('未设置');
    expect(screen.getByRole('radio', { name: '每60分钟' })).toBeChecked();
  });

  it('checks the amount, saves a limit, shows the answer and reloads the settings', async () => {
    let current = settings();
    const request = fakeEndpoints({
      protectionSettings: () => current,
      setProtectionLimit: () => (current = settings({ 'loss-week': { amount: 300 } })),
    });
    renderWithProviders(<ProtectionPage />);
    const form = await screen.findByRole('form', { name: '每周亏损限额（元）' });
    fireEvent.click(within(form).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请输入1至100,000,000之间的整数金额')).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText('每周亏损限额（元）'), { target: { value: '300' } });
    fireEvent.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.getByTestId('limit-loss-week')).toHaveTextContent('¥300'));
    expect(request).toHaveBeenCalledWith(setProtectionLimit, { kind: 'loss', period: 'week', amount: 300 });
    await waitFor(() => expect(loads(request)).toBe(2));
  });

  it('changes the reminder interval and reloads the settings', async () => {
    let current = settings();
    const request = fakeEndpoints({
      protectionSettings: () => current,
      setRealityCheck: () => (current = settings({}, 15)),
    });
    renderWithProviders(<ProtectionPage />);
    fireEvent.click(await screen.findByRole('radio', { name: '每15分钟' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: '每15分钟' })).toBeChecked());
    expect(request).toHaveBeenCalledWith(setRealityCheck, { minutes: 15 });
    await waitFor(() => expect(loads(request)).toBe(2));
  });

  it('takes a break only with a duration and the password, then logs out', async () => {
    const request = fakeEndpoints({
      protectionSettings: () => settings(),
      selfExclude: () => ({ endsAt: '2027-05-24T04:00:00.000Z' }),
    });
    renderWithProviders(<ProtectionPage />);
    const form = await screen.findByRole('form', { name: '自我排除' });
    fireEvent.click(within(form).getByRole('button', { name: '确认自我排除' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('请选择期限');
    expect(within(form).queryByRole('radio', { name: '24小时' })).toBeNull();
    fireEvent.click(within(form).getByRole('radio', { name: '6个月' }));
    fireEvent.change(within(form).getByLabelText('登录密码'), { target: { value: 'demo1234' } });
    fireEvent.click(within(form).getByRole('button', { name: '确认自我排除' }));
    await waitFor(() => expect(appStore.get(sessionAtom)).toBeNull());
    expect(request).toHaveBeenCalledWith(selfExclude, {
      kind: 'exclusion',
      duration: '6mo',
      password: md5Hex('demo1234'),
    });
  });

  it('keeps the member logged in and says why when the password is wrong', async () => {
    fakeEndpoints({
      protectionSettings: () => settings(),
      selfExclude: () =>
        Promise.reject(new ApiError({ kind: 'business', code: 6100, message: '登录密码错误', path: selfExclude.path })),
    });
    renderWithProviders(<ProtectionPage />);
    const form = await screen.findByRole('form', { name: '暂停游戏' });
    fireEvent.click(within(form).getByRole('radio', { name: '24小时' }));
    fireEvent.change(within(form).getByLabelText('登录密码'), { target: { value: 'wrong' } });
    fireEvent.click(within(form).getByRole('button', { name: '确认暂停' }));
    await waitFor(() => expect(within(form).getByRole('alert')).toHaveTextContent('登录密码错误'));
    expect(appStore.get(sessionAtom)).not.toBeNull();
  });
});
