import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as contract from 'shared/contract';
import { api } from 'shared/api';
import { withdrawBaseCfg, withdrawInfo, withdrawOrderInfo, usdtWithdrawInfo, type Endpoint } from 'shared/contract';
import { renderWithProviders, resetPlatformState, signInForTest } from 'shared/testing/render';
import TakeMoneyPage from '../../exposes/TakeMoneyPage';
import '../../setup';

// Another figure than the real one: a page that states its own payout time instead of the shared fact fails.
vi.mock('shared/contract', async (importOriginal) => ({
  ...(await importOriginal<typeof contract>()),
  serviceFactValues: () => ({ days: 6, hours: 12, deposit: 2, payout: 7 }),
}));

const answers: Record<string, unknown> = {
  [withdrawInfo.path]: {
    balance: 0,
    lockMoney: 0,
    passwordSet: false,
    phoneBound: true,
    realName: '王五',
    turnoverRequired: 0,
    turnoverDone: 0,
    turnoverRemaining: 0,
    todayCount: { bank: 0, coin: 0, alipay: 0 },
    accounts: [],
  },
  [withdrawBaseCfg.path]: { list: [] },
  [usdtWithdrawInfo.path]: { rate: 7.2, protocols: ['TRC20'] },
  [withdrawOrderInfo.path]: { list: [], total: 0, pageNum: 1, pageSize: 10 },
};

beforeEach(() => {
  resetPlatformState();
  signInForTest();
  vi.spyOn(api, 'request').mockImplementation(((endpoint: Endpoint) =>
    endpoint.path in answers ? Promise.resolve(answers[endpoint.path]) : Promise.reject(new Error(`unexpected ${endpoint.path}`))) as typeof api.request);
});
afterEach(() => vi.restoreAllMocks());

describe('the withdraw page', () => {
  it('states the average payout time of SERVICE_FACTS, as the footer and the support agent do', async () => {
    renderWithProviders(<TakeMoneyPage />);
    expect(await screen.findByText(/审核通过后平均7分钟到账/)).toBeInTheDocument();
    // The page's first render loads its lazy parts: room for a loaded machine, not a speed check.
  }, 20_000);
});
