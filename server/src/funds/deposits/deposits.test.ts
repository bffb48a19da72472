import { beforeAll, describe, expect, it } from 'vitest';
import {
  closeDepositOrder,
  createSignalCode,
  getCustomerInfo,
  getDepositOrderStatus,
  paymentPay,
  paymentTypes,
  vCurrencyList,
} from 'shared/contract';
import { testConfirmDeposit, testExpireDeposit } from 'shared/contract/testing';
import { startDepositTestApp } from '../../testing/deposit-test-app';
import type { TestApp } from '../../testing/test-app';
import { DEPOSIT_WINDOW_MS } from './orders';

const { clock, session, balance, depositRows, pay, openOrder, ledgerAgrees } = startDepositTestApp();
let t: TestApp;
let token: string;
let other: string;
beforeAll(() => {
  ({ t, token, other } = session());
});

describe('payment/types', () => {
  it('lists bank transfer, third-party recharge, USDT, huione and xnbsk with limits and presets inside them', async () => {
    const { types } = await t.ok(paymentTypes, {}, { token });
    expect(types.map((type) => type.code)).toEqual(['bank', 'online', 'usdt', 'huione', 'xnbsk']);
    for (const channel of types.flatMap((type) => type.channels)) {
      expect(channel.minAmount).toBeLessThan(channel.maxAmount);
      expect(channel.presets.every((p) => p >= channel.minAmount && p <= channel.maxAmount)).toBe(true);
    }
  });

  it('refuses deposits on a brand whose deposit switch is off', async () => {
    // Sessions belong to the site they were opened on, so the member logs in on brand 2 first.
    const liteToken = await t.loginAs('deposit01', 'depo1234', { siteId: '2' });
    const types = await t.call(paymentTypes, {}, { token: liteToken, siteId: '2' });
    expect(types.envelope).toMatchObject({ status_code: 6003, message: '本站暂未开放存款' });
    const paid = await t.call(
      paymentPay,
      { channelId: 'online-quick', amount: 100 },
      { token: liteToken, siteId: '2' },
    );
    expect(paid.envelope).toMatchObject({ status_code: 6003, message: '本站暂未开放存款' });
  });

  it('gives the customer info and the virtual currencies', async () => {
    expect(await t.ok(getCustomerInfo, {}, { token })).toMatchObject({ username: 'deposit01', realName: '钱多多' });
    expect(await t.ok(vCurrencyList, {}, { token })).toEqual([
      { currency: 'USDT', protocols: ['TRC20', 'ERC20'], rate: 7.2 },
    ]);
  });
});

describe('payment/pay and the order states', () => {
  it('creates a waiting order with its cashier page; paying it credits the wallet once through the ledger', async () => {
    const before = await balance();
    const orderNo = await openOrder('online-quick', 123.45);
    const order = await t.ok(getDepositOrderStatus, { orderNo }, { token });
    expect(order).toMatchObject({ status: 'waiting', amount: 123.45, waitKind: 'recharge', finishedAt: null });
    expect(order.cashierUrl).toMatch(/\/cashier\/[0-9a-f]{32}$/);

    const cashier = await t.app.inject({ method: 'GET', url: new URL(order.cashierUrl ?? '').pathname });
    expect(cashier.statusCode).toBe(200);
    expect(cashier.body).toContain('支付');
    const pressed = await t.app.inject({
      method: 'POST',
      url: `${new URL(order.cashierUrl ?? '').pathname}/pay`,
      headers: { 'content-type': 'text/plain' },
      payload: '',
    });
    expect(pressed.body).toContain('支付成功');

    expect(await t.ok(getDepositOrderStatus, { orderNo }, { token })).toMatchObject({ status: 'paid' });
    expect(await balance()).toBeCloseTo(before + 123.45, 2);
    expect((await depositRows('deposit01')).filter((r) => r.requestId === `deposit:${orderNo}`)).toEqual([
      { amount: 12345, requestId: `deposit:${orderNo}` },
    ]);
    // A second press, or the provider confirming too, changes nothing.
    expect(await t.ok(testConfirmDeposit, { orderNo })).toEqual({ status: 'paid', credited: false });
    expect(await balance()).toBeCloseTo(before + 123.45, 2);
    expect(await ledgerAgrees()).toBe(0);
  });

  it('pays once under many concurrent confirmations', async () => {
    const before = await balance();
    const orderNo = await openOrder('online-scan', 50);
    const answers = await Promise.all(Array.from({ length: 12 }, () => t.ok(testConfirmDeposit, { orderNo })));
    expect(answers.filter((a) => a.credited)).toHaveLength(1);
    expect(answers.every((a) => a.status === 'paid')).toBe(true);
    expect(await balance()).toBeCloseTo(before + 50, 2);
    expect((await depositRows('deposit01')).filter((r) => r.requestId === `deposit:${orderNo}`)).toHaveLength(1);
  });

  it('lets exactly one of a close and a payment racing each other win', async () => {
    for (let round = 0; round < 4; round += 1) {
      const before = await balance();
      const orderNo = await openOrder('online-quick', 60);
      const [closed, confirmed] = await Promise.all([
        t.call(closeDepositOrder, { orderNo }, { token }),
        t.ok(testConfirmDeposit, { orderNo }),
      ]);
      const final = await t.ok(getDepositOrderStatus, { orderNo }, { token });
      if (confirmed.credited) {
        expect(closed.envelope).toMatchObject({ status_code: 6003, message: '订单已支付，无法关闭' });
        expect(final.status).toBe('paid');
        expect(await balance()).toBeCloseTo(before + 60, 2);
      } else {
        expect(closed.envelope.status_code).toBe(6000);
        expect(final.status).toBe('closed');
        expect(await balance()).toBeCloseTo(before, 2);
      }
    }
    expect(await ledgerAgrees()).toBe(0);
  });

  it('answers a repeated pay with the first order, and refuses the same request id with another body', async () => {
    const requestId = 'deposit-repeat-0001';
    const first = await pay('online-quick', 88, { requestId });
    const again = await pay('online-quick', 88, { requestId });
    expect(again.envelope.data).toEqual(first.envelope.data);
    const concurrent = await Promise.all([
      pay('online-scan', 20, { requestId: 'deposit-race-1' }),
      pay('online-scan', 20, { requestId: 'deposit-race-1' }),
    ]);
    expect(concurrent[0].envelope.data).toEqual(concurrent[1].envelope.data);
    const other = await pay('online-quick', 99, { requestId });
    expect(other.envelope).toMatchObject({ status_code: 7601 });
    const orders = await t.db.query<{ n: number }>(
      `select count(*)::int as n from deposit_orders where order_no = $1`,
      [paymentPay.response.parse(first.envelope.data).orderNo],
    );
    expect(orders[0]?.n).toBe(1);
    // Tidy the open orders so the limit test starts clean.
    await t.db.query(`update deposit_orders set status = 'closed', finished_at = now() where status = 'waiting'`);
  });

  it('closes only a waiting order of the member, once', async () => {
    const orderNo = await openOrder('usdt-trc20', 200);
    expect((await t.call(closeDepositOrder, { orderNo }, { token: other })).envelope).toMatchObject({
      status_code: 6004,
      message: '未找到该存款订单',
    });
    expect((await t.call(getDepositOrderStatus, { orderNo }, { token: other })).envelope.status_code).toBe(6004);
    expect(await t.ok(closeDepositOrder, { orderNo }, { token })).toMatchObject({ status: 'closed' });
    expect((await t.call(closeDepositOrder, { orderNo }, { token })).envelope).toMatchObject({
      status_code: 6003,
      message: '订单已关闭',
    });
    const before = await balance();
    expect(await t.ok(testConfirmDeposit, { orderNo })).toEqual({ status: 'closed', credited: false });
    expect(await balance()).toBe(before);
  });

  it('expires an order after its window; an expired order is never paid', async () => {
    const orderNo = await openOrder('huione-pay', 300);
    clock.advance(DEPOSIT_WINDOW_MS + 1000);
    expect(await t.ok(getDepositOrderStatus, { orderNo }, { token })).toMatchObject({ status: 'expired' });
    const before = await balance();
    expect(await t.ok(testConfirmDeposit, { orderNo })).toEqual({ status: 'expired', credited: false });
    expect((await t.call(closeDepositOrder, { orderNo }, { token })).envelope).toMatchObject({
      status_code: 6003,
      message: '订单已过期',
    });
    expect(await balance()).toBe(before);
    const forced = await openOrder('xnbsk-scan', 300);
    expect(await t.ok(testExpireDeposit, { orderNo: forced })).toEqual({ status: 'expired' });
  });

  it('gives a USDT receiving address with the rate, and the xnbsk QR code its payment page', async () => {
    const usdt = await openOrder('usdt-trc20', 720);
    expect(await t.ok(createSignalCode, { orderNo: usdt }, { token })).toMatchObject({
      currency: 'USDT',
      protocol: 'TRC20',
      rate: 7.2,
      coinAmount: 100,
    });
    const xnbsk = await openOrder('xnbsk-scan', 100);
    expect((await t.ok(createSignalCode, { orderNo: xnbsk }, { token })).qrContent).toMatch(/\/cashier\/[0-9a-f]{32}$/);
    const bank = await openOrder('bank-card', 100);
    expect((await t.call(createSignalCode, { orderNo: bank }, { token })).envelope.status_code).toBe(6007);
    expect(await t.ok(getDepositOrderStatus, { orderNo: bank }, { token })).toMatchObject({
      waitKind: 'transfer',
      depositorName: '钱多多',
      receivingAccount: { bankName: '中国工商银行' },
    });
    await t.db.query(`update deposit_orders set status = 'closed', finished_at = now() where status = 'waiting'`);
  });
});
