import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBalance } from 'shared/contract';
import {
  consoleDashboard,
  consoleEndSession,
  consoleEnrolConfirm,
  consoleLogin,
  consoleLogout,
  consoleMe,
  consoleCreateOperator,
  consoleSessions,
  consoleVerifyTotp,
  consoleWithdrawApprove,
  consoleWithdrawQueue,
  CONSOLE_API_PREFIX,
} from 'shared/contract/console';
import { demoOperator } from '../../operators/demo-operators';
import { consoleCall, consoleLoginAs, consoleOk, totpCode } from '../../testing/console-calls';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createTestClock } from '../../testing/test-clock';

const wall = createTestClock();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ testMode: true, console: { wallClock: wall.now, idleMs: 30 * 60_000 } });
});
afterAll(async () => {
  await t.close();
});

const status = async (call: Promise<{ envelope: { status_code: number } }>): Promise<number> =>
  (await call).envelope.status_code;

async function challengeFor(name: string): Promise<string> {
  const step = await consoleOk(t.app, consoleLogin, { name, password: demoOperator(name).password });
  if (step.step !== 'totp') throw new Error('expected a TOTP step');
  return step.challenge;
}

describe('operator login', () => {
  it('logs in with the password and a TOTP code, and refuses a wrong code and a replayed one', async () => {
    const { totpSecret } = demoOperator('support');
    const wrong = totpCode(totpSecret, wall.now()) === '000000' ? '111111' : '000000';
    const challenge = await challengeFor('support');
    expect(await status(consoleCall(t.app, consoleVerifyTotp, { challenge, code: wrong }))).toBe(8005);
    const code = totpCode(totpSecret, wall.now());
    const session = await consoleOk(t.app, consoleVerifyTotp, { challenge, code });
    expect(session.operator).toMatchObject({ name: 'support', roles: ['support'], totpEnrolled: true });
    // The challenge is spent; a new one with the same code is a replay.
    expect(await status(consoleCall(t.app, consoleVerifyTotp, { challenge, code }))).toBe(8007);
    expect(
      await status(consoleCall(t.app, consoleVerifyTotp, { challenge: await challengeFor('support'), code })),
    ).toBe(8006);
    expect((await consoleOk(t.app, consoleMe, {}, session.token)).operator.name).toBe('support');
  });

  it('refuses a wrong password and locks the name after five wrong tries', async () => {
    const wrong = () => status(consoleCall(t.app, consoleLogin, { name: 'moderator', password: 'not-it' }));
    for (let n = 0; n < 5; n += 1) expect(await wrong()).toBe(8003);
    // Locked: even the right password is refused now, for fifteen minutes.
    expect(
      await status(
        consoleCall(t.app, consoleLogin, { name: 'moderator', password: demoOperator('moderator').password }),
      ),
    ).toBe(8004);
    expect(await status(consoleCall(t.app, consoleLogin, { name: 'nobody', password: 'x' }))).toBe(8003);
  });

  it('enrols an operator without TOTP: secret and otpauth URI, confirmed by a first code', async () => {
    const admin = await consoleLoginAs(t.app, 'admin', wall.now());
    await consoleOk(
      t.app,
      consoleCreateOperator,
      { name: 'newcomer', displayName: '新人', password: 'newcomer-pass-1', roles: ['support'] },
      admin,
    );
    const step = await consoleOk(t.app, consoleLogin, { name: 'newcomer', password: 'newcomer-pass-1' });
    if (step.step !== 'enrol') throw new Error('expected enrolment');
    expect(step.otpauthUri).toContain(`secret=${step.secret}`);
    expect(
      await status(
        consoleCall(t.app, consoleEnrolConfirm, {
          challenge: step.challenge,
          code: totpCode(step.secret, wall.now(), 5),
        }),
      ),
    ).toBe(8005);
    const session = await consoleOk(t.app, consoleEnrolConfirm, {
      challenge: step.challenge,
      code: totpCode(step.secret, wall.now()),
    });
    expect(session.operator.totpEnrolled).toBe(true);
    // From now on the login asks for a code.
    expect((await consoleOk(t.app, consoleLogin, { name: 'newcomer', password: 'newcomer-pass-1' })).step).toBe('totp');
  });
});

describe('console sessions', () => {
  it('end after the idle time, at logout and when an admin ends them', async () => {
    const token = await consoleLoginAs(t.app, 'release', wall.now());
    wall.advance(29 * 60_000);
    // Used within the idle time: the clock starts again.
    expect(await status(consoleCall(t.app, consoleMe, {}, token))).toBe(6000);
    wall.advance(29 * 60_000);
    expect(await status(consoleCall(t.app, consoleMe, {}, token))).toBe(6000);
    wall.advance(31 * 60_000);
    expect(await status(consoleCall(t.app, consoleMe, {}, token))).toBe(8001);

    const again = await consoleLoginAs(t.app, 'release', wall.now());
    await consoleOk(t.app, consoleLogout, {}, again);
    expect(await status(consoleCall(t.app, consoleMe, {}, again))).toBe(8001);

    const admin = await consoleLoginAs(t.app, 'admin', wall.now());
    const third = await consoleLoginAs(t.app, 'release', wall.now(), 1);
    const sessions = await consoleOk(t.app, consoleSessions, {}, admin);
    const target = sessions.list.find((s) => s.operatorName === 'release');
    expect(sessions.list.find((s) => s.current)?.operatorName).toBe('admin');
    await consoleOk(t.app, consoleEndSession, { sessionId: target!.id, reason: '离职交接' }, admin);
    expect(await status(consoleCall(t.app, consoleMe, {}, third))).toBe(8001);
  });

  it('never take a member token, and an operator token never opens the player API', async () => {
    const member = await t.loginAs('demo888', 'demo1234');
    const answer = await consoleCall(t.app, consoleWithdrawQueue, { pageNum: 1, pageSize: 10 }, member);
    expect([answer.httpStatus, answer.envelope.status_code]).toEqual([401, 8001]);
    expect(
      await status(
        consoleCall(t.app, consoleWithdrawQueue, { pageNum: 1, pageSize: 10 }, member, { 'x-token': member }),
      ),
    ).toBe(8001);

    const finance = await consoleLoginAs(t.app, 'finance', wall.now());
    expect(await status(consoleCall(t.app, consoleDashboard, {}, finance))).toBe(6000);
    expect((await t.call(getBalance, { withLockMoney: true }, { token: finance })).envelope.status_code).toBe(6001);
  });

  it('refuse a role the endpoint does not list, and an unknown console path', async () => {
    const support = await consoleLoginAs(t.app, 'support', wall.now(), 1);
    const queue = await consoleCall(t.app, consoleWithdrawQueue, { pageNum: 1, pageSize: 10 }, support);
    expect([queue.httpStatus, queue.envelope.status_code, queue.envelope.message]).toEqual([
      403,
      8002,
      '您的角色无权执行此操作',
    ]);
    expect(
      await status(
        consoleCall(t.app, consoleWithdrawApprove, { orderNo: 'W1', requestId: 'support-approve' }, support),
      ),
    ).toBe(8002);
    const unknown = await t.app.inject({
      method: 'POST',
      url: `${CONSOLE_API_PREFIX}/withdrawals/pay-everything`,
      payload: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect([unknown.statusCode, unknown.json().status_code]).toEqual([404, 8010]);
  });
});
