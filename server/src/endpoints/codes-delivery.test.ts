import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendCode } from 'shared/contract';
import { testLastCode } from 'shared/contract/testing';
import { DELIVERY_FAILED_MESSAGE } from '../codes/send-code';
import { DeliveryFailure, type MessageSender, type SentCode } from '../outside-world/message-sender';
import { solveGraphic } from '../testing/captcha-solver';
import { sendCodeBody } from '../testing/send-code-body';
import { createTestApp, type TestApp } from '../testing/test-app';

/** A gateway that is down until `up` is set, then records what it delivers. */
const gateway = { up: false, delivered: [] as SentCode[] };
const flakySender: MessageSender = {
  async send(message) {
    if (!gateway.up) throw new DeliveryFailure('sms gateway', 'answered 503');
    gateway.delivered.push(message);
  },
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ testMode: true, outside: { messages: flakySender } });
});
afterAll(async () => {
  await t.close();
});

async function send() {
  return t.call(
    sendCode,
    sendCodeBody({ receiver: '13987654321', name: 'safe001', captcha: await solveGraphic(t), type: 3, cate: 0 }),
  );
}

describe('sendCode when the gateway fails', () => {
  it('answers 6006 with a clear message, keeps no code, and lets the member ask again at once', async () => {
    const failed = await send();
    expect(failed.envelope).toEqual({ status_code: 6006, data: null, message: DELIVERY_FAILED_MESSAGE });
    expect((await t.call(testLastCode, { receiver: '13987654321' })).envelope.status_code).not.toBe(6000);
    expect(await t.db.query(`select id from verification_codes where receiver = '13987654321'`)).toEqual([]);

    gateway.up = true;
    const retried = await send();
    expect(retried.envelope.status_code).toBe(6000);
    expect(gateway.delivered).toHaveLength(1);
    expect((await t.ok(testLastCode, { receiver: '13987654321' })).code).toBe(gateway.delivered[0]?.code);
  });
});
