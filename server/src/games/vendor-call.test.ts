import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBalance, launchGame, setAutoTransferStatus, venueBalance, venueResource } from 'shared/contract';
import type { GameVendor } from '../outside-world/game-vendor';
import { createTestApp, type TestApp } from '../testing/test-app';

/** A vendor whose launch API is down: every address it is asked for fails. */
const vendorDown: GameVendor = {
  gameUrl: () => {
    throw new Error('connect ECONNREFUSED vendor.example:443');
  },
  mount: () => undefined,
};

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ outside: { games: vendorDown } });
  token = await t.loginAs('demo888', 'demo1234');
});
afterAll(async () => {
  await t.close();
});

describe('a game vendor that fails', () => {
  it('answers the launch 6014 服务调用异常 and moves no money into the venue', async () => {
    await t.ok(setAutoTransferStatus, { autoTransfer: true }, { token });
    const before = await t.ok(getBalance, { withLockMoney: true }, { token });
    const venueBefore = await t.ok(venueBalance, { channelCode: 'PPDZ' }, { token });
    const result = await t.call(launchGame, { enName: 'PPDZ', gameCode: '' }, { token });
    expect(result.envelope).toEqual({ status_code: 6014, data: null, message: '服务调用异常，请稍后重试' });
    expect(await t.ok(getBalance, { withLockMoney: true }, { token })).toEqual(before);
    expect(await t.ok(venueBalance, { channelCode: 'PPDZ' }, { token })).toEqual(venueBefore);
  });

  it('answers 6014 when the host page opens a ticket and the vendor gives no address', async () => {
    // A host venue's launch hands back the bare ticket without asking the vendor.
    const { url: ticket } = await t.ok(launchGame, { enName: 'AGBY', gameCode: '' }, { token });
    const opened = await t.call(
      venueResource,
      { method: 'openGame', venueName: 'AGBY', Request: { ticket, timestamp: Date.now(), langx: 'zh-cn' } },
      { token },
    );
    expect(opened.envelope.status_code).toBe(6014);
  });
});
