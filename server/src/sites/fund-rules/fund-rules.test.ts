import { describe, expect, it } from 'vitest';
import {
  bindPhone,
  paymentPay,
  selfExclude,
  sendBindCode,
  utcTransfer,
  venueTransfer,
  withdrawInfo,
  withdrawNew,
} from 'shared/contract';
import { testLastCode } from 'shared/contract/testing';
import { consoleAuditLog, consoleFundRulesList, consoleFundRulesSave, type FundRules } from 'shared/contract/console';
import { md5Hex } from 'shared/crypto';
import { status } from '../../testing/call-status';
import { consoleCall, consoleLoginAs, consoleOk } from '../../testing/console-calls';
import { startPayoutTestApp } from '../../testing/payout-test-app';
import { defaultFundRules } from './fund-rules-store';

const payout = startPayoutTestApp();
const { clock } = payout;
const HOUR = 3_600_000;
const PASSWORD = md5Hex('135790');

let adminToken: string | undefined;
/** One console login for the file: a second in the same TOTP window would be refused as reused. */
async function admin(): Promise<string> {
  adminToken ??= await consoleLoginAs(payout.session().t.app, 'admin', new Date());
  return adminToken;
}

async function save(rules: Partial<FundRules>, reason = '资金安全测试'): Promise<FundRules> {
  const { t } = payout.session();
  return consoleOk(
    t.app,
    consoleFundRulesSave,
    { rules: { ...defaultFundRules('1'), ...rules }, reason },
    await admin(),
  );
}

async function withdraw(): Promise<[number, string]> {
  const { t, demo } = payout.session();
  const accountId = (await t.ok(withdrawInfo, {}, { token: demo })).accounts.find((a) => a.masked === '**** 6688')!.id;
  return status(t.call(withdrawNew, { accountId, amount: 100, password: PASSWORD }, { token: demo }));
}

/** demo888 proves the phone it has with a code (user/bindPhone), as /mine/auth does. */
async function verifyPhone(): Promise<void> {
  const { t, demo, demoId } = payout.session();
  const [row] = await t.db.query<{ phone: string; area: string }>(
    'select phone, phone_area_code as area from members where id = $1',
    [demoId],
  );
  clock.advance(61_000);
  await t.ok(
    sendBindCode,
    { purpose: 'bindPhone', cate: 0, receiver: row!.phone, areaCode: row!.area },
    { token: demo },
  );
  const { code } = await t.ok(testLastCode, { receiver: row!.phone });
  await t.ok(bindPhone, { areaCode: row!.area, phone: row!.phone, code }, { token: demo });
}

describe('fund safety rules (console, admin)', () => {
  it('lists every brand with the defaults, saves with an audit row, refuses other roles', async () => {
    const { t } = payout.session();
    const token = await admin();
    const { list } = await consoleOk(t.app, consoleFundRulesList, {}, token);
    expect(list.find((r) => r.siteId === '1')).toEqual(defaultFundRules('1'));
    const saved = await save({ phoneForFunds: true }, '存款需验证手机');
    expect(saved).toEqual({ ...defaultFundRules('1'), phoneForFunds: true });
    const [row] = (
      await consoleOk(t.app, consoleAuditLog, { pageNum: 1, pageSize: 5, action: 'fund_rules.save' }, token)
    ).list;
    expect(row).toMatchObject({
      target: 'site:1',
      reason: '存款需验证手机',
      before: defaultFundRules('1'),
      after: saved,
    });
    const unknown = await consoleCall(
      t.app,
      consoleFundRulesSave,
      { rules: defaultFundRules('nope'), reason: '未知站点' },
      token,
    );
    expect(unknown.envelope.status_code).toBe(6004);
    const finance = await consoleLoginAs(t.app, 'finance', new Date());
    const refused = await consoleCall(
      t.app,
      consoleFundRulesSave,
      { rules: defaultFundRules('1'), reason: '越权' },
      finance,
    );
    expect(refused.envelope.status_code).toBe(8002);
    await save({});
  });
});

describe('the player API applies them', () => {
  it('6016: a withdrawal waits for a verified phone, then for the hold; off again, it goes through', async () => {
    await save({ phoneForWithdraw: true, withdrawHoldHours: 2 });
    expect(await withdraw()).toEqual([6016, '请先完成手机验证']);
    await verifyPhone();
    expect(await withdraw()).toEqual([6016, '手机验证后2小时内暂不能提款，请约2小时后再试']);
    clock.advance(2 * HOUR);
    expect((await withdraw())[0]).toBe(6000);
    await save({});
  });

  it('6111: a hold without the phone rule it counts from is inconsistent, and no money moves', async () => {
    const { t, demoId } = payout.session();
    const orders = async () =>
      (
        await t.db.query<{ n: number }>('select count(*)::int as n from withdraw_orders where member_id = $1', [demoId])
      )[0]?.n;
    const before = await orders();
    await save({ withdrawHoldHours: 24 });
    expect(await withdraw()).toEqual([6111, '提款保护设置有误，暂时无法提款，请联系客服']);
    expect(await orders()).toBe(before);
    await save({});
    expect((await withdraw())[0]).toBe(6000);
  });

  it('6017: a deposit, a transfer into a venue and a USDT conversion wait for a verified phone', async () => {
    const { t, plain } = payout.session();
    await save({ phoneForFunds: true });
    const deposit = await status(t.call(paymentPay, { channelId: 'online-quick', amount: 100 }, { token: plain }));
    expect(deposit).toEqual([6017, '请先完成手机验证']);
    const transfer = { channelCode: 'AGZR', amount: '10', ty: '1', isActivity: false } as const;
    expect((await status(t.call(venueTransfer, transfer, { token: plain })))[0]).toBe(6017);
    expect(
      (await status(t.call(utcTransfer, { direction: 'toUsdt', amount: '10', rate: 7.2 }, { token: plain })))[0],
    ).toBe(6017);
    await save({});
    expect((await status(t.call(paymentPay, { channelId: 'online-quick', amount: 100 }, { token: plain })))[0]).toBe(
      6000,
    );
  });

  it('6110: with members’ own locking off a time-out is refused before the password is looked at', async () => {
    const { t, plain } = payout.session();
    await save({ memberLocking: false });
    const body = { kind: 'timeout', duration: '24h', password: md5Hex('wrong-password') } as const;
    expect(await status(t.call(selfExclude, body, { token: plain }))).toEqual([
      6110,
      '本站暂未开放自助锁定，请联系客服',
    ]);
    await save({});
    expect((await status(t.call(selfExclude, body, { token: plain })))[0]).toBe(6100);
  });
});
