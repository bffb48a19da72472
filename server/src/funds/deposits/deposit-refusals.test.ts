import { beforeAll, describe, expect, it } from 'vitest';
import { closeDepositOrder, paymentPay } from 'shared/contract';
import { startDepositTestApp } from '../../testing/deposit-test-app';
import type { TestApp } from '../../testing/test-app';

const { session, balance, pay, openOrder, ledgerAgrees } = startDepositTestApp();
let t: TestApp;
let token: string;
let other: string;
beforeAll(() => {
  ({ t, token, other } = session());
});

describe('refusals change nothing', () => {
  it.each([
    [
      'below the minimum',
      { channelId: 'online-quick', amount: 49.99 },
      6007,
      '快捷支付单笔存款金额需在 50 至 20000 元之间',
    ],
    [
      'above the maximum',
      { channelId: 'online-scan', amount: 5000.01 },
      6007,
      '扫码支付单笔存款金额需在 10 至 5000 元之间',
    ],
    ['an unknown channel', { channelId: 'nope', amount: 100 }, 6007, '该存款方式暂不可用，请选择其他方式'],
    ['a bank transfer without a name', { channelId: 'bank-card', amount: 100 }, 6007, '请填写存款人姓名'],
  ])('refuses %s', async (_what, body, code, message) => {
    const before = await t.db.query<{ n: number }>(`select count(*)::int as n from deposit_orders`);
    const { envelope } = await t.call(paymentPay, body, { token });
    expect(envelope).toMatchObject({ status_code: code, message });
    expect(await t.db.query<{ n: number }>(`select count(*)::int as n from deposit_orders`)).toEqual(before);
  });

  // Outside the contract's bounds or type: not a call our client builds (6301); a worded rule: 6007.
  it.each([
    ['negative', -5, 6301],
    ['zero', 0, 6301],
    ['three decimals', 100.001, 6007],
    ['not a number', '100', 6301],
  ])('refuses an amount that is %s', async (_what, amount, code) => {
    const { envelope } = await t.call(paymentPay, { channelId: 'online-quick', amount: amount as number }, { token });
    expect(envelope.status_code).toBe(code);
  });

  it('holds at most five open orders per member', async () => {
    for (let i = 0; i < 5; i += 1) await openOrder('online-scan', 10, other);
    const { envelope } = await pay('online-scan', 10, { as: other });
    expect(envelope).toMatchObject({ status_code: 6011 });
    expect(envelope.message).toContain('未完成的存款订单');
  });

  it('answers an unknown cashier token with a not-found page, and the cashier of a closed order cannot pay', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/cashier/ffffffffffffffffffffffffffffffff' })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'GET', url: '/cashier/not-a-token' })).statusCode).toBe(404);
    const orderNo = await openOrder('online-quick', 70);
    const { cashierUrl } = await t.ok(closeDepositOrder, { orderNo }, { token });
    const path = new URL(cashierUrl ?? '').pathname;
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.body).toContain('该订单已关闭，无法支付');
    expect(page.body).not.toContain('cashier-pay');
    const before = await balance();
    const pressed = await t.app.inject({
      method: 'POST',
      url: `${path}/pay`,
      headers: { 'content-type': 'text/plain' },
      payload: '',
    });
    expect(pressed.body).toContain('支付未完成：订单已关闭');
    expect(await balance()).toBe(before);
  });

  it('keeps every wallet equal to the sum of its ledger rows', async () => {
    expect(await ledgerAgrees()).toBe(0);
  });
});
