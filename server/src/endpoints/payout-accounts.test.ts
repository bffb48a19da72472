import { beforeAll, describe, expect, it } from 'vitest';
import {
  addAlipayAccount,
  addBankCard,
  addVirtualCoinAddress,
  deletePayoutAccount,
  luhnValid,
  queryMemberBanksInfoList,
  setDefaultPayoutAccount,
  withdrawAddList,
} from 'shared/contract';
import { aesDecrypt } from 'shared/crypto';
import { obfuscatedRequest } from '../testing/signed-request';
import { status as code } from '../testing/call-status';
import { startPayoutTestApp } from '../testing/payout-test-app';
import type { TestApp } from '../testing/test-app';

const payout = startPayoutTestApp();
let t: TestApp;
let demo: string;
let plain: string;

beforeAll(() => {
  ({ t, demo, plain } = payout.session());
});

function luhnCard(prefix: string, length: number): string {
  let body = prefix;
  while (body.length < length - 1) body += String(Math.floor(Math.random() * 10));
  for (let check = 0; check <= 9; check += 1) if (luhnValid(body + String(check))) return body + String(check);
  throw new Error('no Luhn digit');
}

describe('luhn', () => {
  it('accepts real card numbers and refuses a wrong check digit', () => {
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(luhnValid('12a4')).toBe(false);
  });
});

describe('payout accounts', () => {
  it('lists the banks and the member accounts masked, with the real name as holder', async () => {
    expect((await t.ok(withdrawAddList, {}, { token: demo })).list.map((b) => b.bankCode)).toContain('ICBC');
    const info = await t.ok(queryMemberBanksInfoList, {}, { token: demo });
    expect(info).toMatchObject({ limit: 5, realName: '张三' });
    expect(info.list).toEqual([
      expect.objectContaining({
        kind: 'bank',
        name: '中国工商银行',
        masked: '**** 6688',
        isDefault: true,
        holderName: '张三',
      }),
    ]);
  });

  it('answers the GET calls plain (query string, empty signed body) and obfuscated (POST to the obfuscated route)', async () => {
    const plainGet = await t.call(queryMemberBanksInfoList, {}, { token: demo });
    expect(plainGet.envelope.status_code).toBe(6000);
    const request = obfuscatedRequest(queryMemberBanksInfoList.path, '{}', {
      token: demo,
      method: 'GET',
      timestamp: Date.now(),
    });
    const response = await t.app.inject({
      method: 'POST',
      url: request.url,
      headers: request.headers,
      payload: request.body,
    });
    const envelope = JSON.parse(aesDecrypt((JSON.parse(response.body) as { payload: string }).payload)) as {
      status_code: number;
      data: { limit: number };
    };
    expect(envelope).toMatchObject({ status_code: 6000, data: { limit: 5 } });
  });

  it('adds a bank card held by the real name, masked, never the whole number', async () => {
    const number = luhnCard('62220212', 19);
    const card = await t.ok(addBankCard, { bankCode: 'CCB', cardNumber: number }, { token: demo });
    expect(card).toMatchObject({
      kind: 'bank',
      name: '中国建设银行',
      code: 'CCB',
      masked: `**** ${number.slice(-4)}`,
      holderName: '张三',
      isDefault: false,
    });
    const stored = await t.db.query<{ text: string }>(
      `select row_to_json(c)::text as text from bank_cards c where id = $1`,
      [card.id],
    );
    expect(stored[0]?.text).not.toContain(number);
    expect(await code(t.call(addBankCard, { bankCode: 'CCB', cardNumber: number }, { token: demo }))).toEqual([
      6009,
      '该账户已绑定，请勿重复添加',
    ]);
  });

  it('refuses bad cards with a clear message and adds nothing', async () => {
    const before = (await t.ok(queryMemberBanksInfoList, {}, { token: demo })).list.length;
    const good = luhnCard('62220212', 16);
    const badCheck = good.slice(0, -1) + String((Number(good.slice(-1)) + 1) % 10);
    expect(await code(t.call(addBankCard, { bankCode: 'CCB', cardNumber: badCheck }, { token: demo }))).toEqual([
      6007,
      '银行卡号有误，请核对后重新输入',
    ]);
    expect(await code(t.call(addBankCard, { bankCode: 'NOPE', cardNumber: good }, { token: demo }))).toEqual([
      6007,
      '请选择开户银行',
    ]);
    // Outside the contract's card shape: not a call our client builds.
    expect(
      (await t.call(addBankCard, { bankCode: 'CCB', cardNumber: '123456789012345' }, { token: demo })).envelope
        .status_code,
    ).toBe(6301);
    expect(
      (await t.call(addBankCard, { bankCode: 'CCB', cardNumber: '62220212abcd12345' }, { token: demo })).envelope
        .status_code,
    ).toBe(6301);
    expect((await t.ok(queryMemberBanksInfoList, {}, { token: demo })).list.length).toBe(before);
  });

  it('checks coin addresses per protocol and Alipay accounts', async () => {
    const trc = `T${'A1b2C3d4E5f6G7h8J9k'.padEnd(33, 'x')}`;
    const coin = await t.ok(addVirtualCoinAddress, { protocol: 'TRC20', address: trc }, { token: demo });
    expect(coin).toMatchObject({
      kind: 'coin',
      name: 'USDT-TRC20',
      code: 'TRC20',
      masked: `**** ${trc.slice(-4)}`,
      isDefault: true,
    });
    expect(await code(t.call(addVirtualCoinAddress, { protocol: 'ERC20', address: trc }, { token: demo }))).toEqual([
      6007,
      'ERC20地址格式不正确，请核对后重新输入',
    ]);
    expect(
      (await t.call(addVirtualCoinAddress, { protocol: 'TRC20', address: `0x${'a'.repeat(40)}` }, { token: demo }))
        .envelope.status_code,
    ).toBe(6007);
    const erc = await t.ok(
      addVirtualCoinAddress,
      { protocol: 'ERC20', address: `0x${'Ab'.repeat(20)}` },
      { token: demo },
    );
    expect(erc.isDefault).toBe(false);
    // ERC20 addresses differ only by case: the same address.
    expect(
      (await t.call(addVirtualCoinAddress, { protocol: 'ERC20', address: `0x${'aB'.repeat(20)}` }, { token: demo }))
        .envelope.status_code,
    ).toBe(6009);
    const alipay = await t.ok(addAlipayAccount, { account: 'zhangsan@qq.com' }, { token: demo });
    expect(alipay).toMatchObject({
      kind: 'alipay',
      name: '支付宝',
      masked: '**** ngsan'.replace('ngsan', 'gsan'),
      holderName: '张三',
    });
    expect(await code(t.call(addAlipayAccount, { account: 'not an account' }, { token: demo }))).toEqual([
      6007,
      '支付宝账号应为手机号或邮箱',
    ]);
  });

  it('keeps at most five of a kind', async () => {
    const list = (await t.ok(queryMemberBanksInfoList, {}, { token: demo })).list;
    for (let n = list.filter((a) => a.kind === 'alipay').length; n < 5; n += 1) {
      await t.ok(addAlipayAccount, { account: `1390000000${n}` }, { token: demo });
    }
    expect(await code(t.call(addAlipayAccount, { account: '13900000099' }, { token: demo }))).toEqual([
      7301,
      '每种收款账户最多绑定5个',
    ]);
  });

  it('sets the default of a kind and deletes, handing the default on', async () => {
    const alipays = (await t.ok(queryMemberBanksInfoList, {}, { token: demo })).list.filter((a) => a.kind === 'alipay');
    const last = alipays[alipays.length - 1]!;
    const after = await t.ok(setDefaultPayoutAccount, { id: last.id }, { token: demo });
    const nowAlipay = after.list.filter((a) => a.kind === 'alipay');
    expect(nowAlipay[0]).toMatchObject({ id: last.id, isDefault: true });
    expect(nowAlipay.filter((a) => a.isDefault)).toHaveLength(1);
    // Other kinds keep their own default.
    expect(after.list.filter((a) => a.kind === 'bank' && a.isDefault)).toHaveLength(1);
    const deleted = await t.ok(deletePayoutAccount, { id: last.id }, { token: demo });
    expect(deleted.list.some((a) => a.id === last.id)).toBe(false);
    expect(deleted.list.filter((a) => a.kind === 'alipay' && a.isDefault)).toHaveLength(1);
  });

  it("refuses another member's account, a member without bound phone, and visitors", async () => {
    const card = (await t.ok(queryMemberBanksInfoList, {}, { token: demo })).list[0]!;
    expect(await code(t.call(deletePayoutAccount, { id: card.id }, { token: plain }))).toEqual([
      6004,
      '收款账户不存在',
    ]);
    expect((await t.call(setDefaultPayoutAccount, { id: card.id }, { token: plain })).envelope.status_code).toBe(6004);
    expect(
      (await t.call(addBankCard, { bankCode: 'CCB', cardNumber: luhnCard('6222', 16) }, { token: plain })).envelope
        .status_code,
    ).toBe(6015);
    expect((await t.call(queryMemberBanksInfoList, {})).envelope.status_code).toBe(6001);
    expect((await t.ok(queryMemberBanksInfoList, {}, { token: demo })).list.some((a) => a.id === card.id)).toBe(true);
  });
});
