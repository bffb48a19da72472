import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBalance, login, MAX_CLOCK_SKEW_MS, preInfo, venueTransfer } from 'shared/contract';
import { md5Hex } from 'shared/crypto';
import { signedHeaders } from '../testing/signed-request';
import { createTestApp, type TestApp } from '../testing/test-app';
import { migrate } from '../db/migrate';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';
import { ReplayGuard, SharedReplayGuard } from './replay-guard';

const ILLEGAL = { status_code: 6008, data: null, message: '非法请求' };

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ captchaRequired: false });
  token = await t.loginAs('transfer02', 'trans1234');
});
afterAll(async () => {
  await t.close();
});

/** Sends exactly the same bytes twice, as a captured request replayed by someone on the path would. */
async function sendTwice(path: string, body: string, headers: Record<string, string>) {
  const send = () => t.app.inject({ method: 'POST', url: path, headers, payload: body });
  const first = await send();
  const second = await send();
  return [first, second] as const;
}

describe('replayed signed requests', () => {
  it('refuses an exact replay of a public call inside the timestamp window', async () => {
    const [first, second] = await sendTwice(preInfo.path, '{}', signedHeaders(preInfo.path, '{}'));
    expect(first.json()).toMatchObject({ status_code: 6000 });
    expect(second.statusCode).toBe(403);
    expect(second.json()).toEqual(ILLEGAL);
  });

  it('refuses a replayed login: the captured call cannot open a second session', async () => {
    const body = JSON.stringify({ isAgent: 0, name: 'demo888', password: md5Hex('demo1234'), kaptchcate: 0 });
    const [first, second] = await sendTwice(login.path, body, signedHeaders(login.path, body));
    expect(first.json()).toMatchObject({ status_code: 6000 });
    expect(second.json()).toEqual(ILLEGAL);
  });

  it('refuses a member call re-signed with a fresh timestamp but the same request id', async () => {
    const requestId = randomUUID();
    expect((await t.call(getBalance, {}, { token, requestId })).envelope.status_code).toBe(6000);
    expect((await t.call(getBalance, {}, { token, requestId, timestamp: Date.now() + 1000 })).envelope).toEqual(
      ILLEGAL,
    );
  });

  it('refuses a call without a request id', async () => {
    const headers = signedHeaders(preInfo.path, '{}', { requestId: '' });
    const response = await t.app.inject({ method: 'POST', url: preInfo.path, headers, payload: '{}' });
    expect(response.json()).toEqual(ILLEGAL);
  });

  it('keeps a money call retryable: the same id and body get the first answer, another body 7601, money moves once', async () => {
    const requestId = randomUUID();
    const body = { channelCode: 'AGZR', amount: '10', ty: '1' as const, isActivity: false };
    const first = await t.call(venueTransfer, body, { token, requestId });
    expect(first.envelope.status_code).toBe(6000);
    // The client's retry after a dropped answer (re-signed) and a byte-for-byte replay both get it again.
    expect((await t.call(venueTransfer, body, { token, requestId, timestamp: Date.now() + 500 })).envelope).toEqual(
      first.envelope,
    );
    const text = JSON.stringify(body);
    const [again] = await sendTwice(
      venueTransfer.path,
      text,
      signedHeaders(venueTransfer.path, text, { token, requestId }),
    );
    expect(again.json()).toEqual(first.envelope);
    expect((await t.call(venueTransfer, { ...body, amount: '20' }, { token, requestId })).envelope.status_code).toBe(
      7601,
    );
    const rows = await t.db.query<{ n: number }>(`select count(*)::int as n from ledger where request_id = $1`, [
      requestId,
    ]);
    expect(rows[0]?.n).toBe(2);
  });
});

describe('ReplayGuard', () => {
  it('remembers an id until its signature would expire, then forgets it', () => {
    const guard = new ReplayGuard();
    const sentAt = 1_750_000_000_000;
    expect(guard.firstSighting('a', sentAt + MAX_CLOCK_SKEW_MS, sentAt)).toBe(true);
    expect(guard.firstSighting('a', sentAt + MAX_CLOCK_SKEW_MS, sentAt + MAX_CLOCK_SKEW_MS)).toBe(false);
    expect(guard.firstSighting('b', sentAt + MAX_CLOCK_SKEW_MS, sentAt)).toBe(true);
    // After the window the timestamp check refuses the old call anyway; the id may be forgotten.
    expect(guard.firstSighting('a', sentAt + 3 * MAX_CLOCK_SKEW_MS, sentAt + MAX_CLOCK_SKEW_MS + 1)).toBe(true);
  });
});

describe('SharedReplayGuard (several API processes, one database)', () => {
  let store: TestDatabase;
  beforeAll(async () => {
    store = await openTestDatabase();
    await migrate(store.db);
  });
  afterAll(async () => {
    await store.dispose();
  });

  it('sees an id first once across processes, and again only after its window closed', async () => {
    const processA = new SharedReplayGuard(store.db);
    const processB = new SharedReplayGuard(store.db);
    const id = randomUUID();
    expect(await processA.firstSighting(id, 2_000_000, 1_000_000)).toBe(true);
    expect(await processB.firstSighting(id, 2_000_000, 1_500_000)).toBe(false);
    expect(await processA.firstSighting(id, 2_000_000, 1_999_999)).toBe(false);
    expect(await processB.firstSighting(id, 3_000_000, 2_000_001)).toBe(true);
    expect(await processA.firstSighting(id, 3_000_000, 2_500_000)).toBe(false);
  });

  it('lets exactly one of many simultaneous sightings of one id through', async () => {
    const guards = [new SharedReplayGuard(store.db), new SharedReplayGuard(store.db)];
    const id = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => guards[i % 2]!.firstSighting(id, 2_000_000, 1_000_000)),
    );
    expect(answers.filter(Boolean)).toHaveLength(1);
  });
});
