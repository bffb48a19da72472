import { describe, expect, it } from 'vitest';
import { renderCashierPage } from './cashier-page';

describe('renderCashierPage', () => {
  it('states the payment deadline in Beijing time, as the rest of the site does', () => {
    const page = renderCashierPage({
      token: 'a'.repeat(32),
      orderNo: 'D1',
      channelName: '支付宝',
      amountFen: 10_000,
      status: 'waiting',
      expiresAt: new Date('2026-11-27T07:42:14.000Z'),
      outcome: null,
    });
    expect(page).toContain('请在 2026-11-27 15:42:14（北京时间）前完成支付');
    expect(page).not.toContain('UTC');
  });
});
