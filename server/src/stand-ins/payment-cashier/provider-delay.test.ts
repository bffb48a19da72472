import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBalance, getDepositOrderStatus, paymentPay } from 'shared/contract';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let token: string;
beforeAll(async () => {
  process.env.DEPOSIT_CONFIRM_MS = '100';
  try {
    t = await createTestApp();
  } finally {
    delete process.env.DEPOSIT_CONFIRM_MS;
  }
  token = await t.loginAs('deposit04', 'depo1234');
});
afterAll(async () => {
  await t.close();
});

describe('the simulated provider with DEPOSIT_CONFIRM_MS', () => {
  it('confirms a new order on its own after the delay, crediting it once', async () => {
    const order = await t.ok(paymentPay, { channelId: 'online-quick', amount: 75.5 }, { token });
    expect(order.status).toBe('waiting');
    await expect
      .poll(async () => (await t.ok(getDepositOrderStatus, { orderNo: order.orderNo }, { token })).status, {
        timeout: 3000,
      })
      .toBe('paid');
    expect((await t.ok(getBalance, {}, { token })).centerWalletBalance).toBe(575.5);
  });
});
