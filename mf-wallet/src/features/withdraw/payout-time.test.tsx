import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SERVICE_FACTS } from 'shared/contract';
import { fakeEndpoints, type EndpointFakes } from 'shared/testing/fake-endpoints';
import { renderWithProviders, resetPlatformState, signInForTest } from 'shared/testing/render';
import TakeMoneyPage from '../../exposes/TakeMoneyPage';
import zhCN from '../../i18n/zh-CN.json';
import zhTW from '../../i18n/zh-TW.json';
import '../../setup';

const answers: EndpointFakes = {
  withdrawInfo: {
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
  withdrawBaseCfg: { list: [] },
  usdtWithdrawInfo: { rate: 7.2, protocols: ['TRC20'] },
  withdrawOrderInfo: { list: [], total: 0, pageNum: 1, pageSize: 10 },
};

beforeEach(() => {
  resetPlatformState();
  signInForTest();
  fakeEndpoints(answers);
});
afterEach(() => vi.restoreAllMocks());

// This package runs its test files in one module graph (no isolation), so the fact is not mocked:
// the texts must carry it as a placeholder, and the page must fill it from SERVICE_FACTS.
describe('the withdraw page', () => {
  it('words its subtitle with the payout time as a placeholder, never a figure of its own', () => {
    for (const texts of [zhCN, zhTW]) {
      expect(texts.withdraw.subtitle).toContain('{{payout}}');
      expect(texts.withdraw.subtitle).not.toMatch(/\d/);
    }
  });

  it('states the average payout time of SERVICE_FACTS, as the footer and the support agent do', async () => {
    renderWithProviders(<TakeMoneyPage />);
    expect(
      await screen.findByText(new RegExp(`审核通过后平均${SERVICE_FACTS.payoutAverageMinutes}分钟到账`)),
    ).toBeInTheDocument();
    // The page's first render loads its lazy parts: room for a loaded machine, not a speed check.
  }, 20_000);
});
