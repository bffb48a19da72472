import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentProgramme, memberInfo, register } from 'shared/contract';
import { md5Hex } from 'shared/crypto';
import { solveSlider } from '../testing/captcha-solver';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('agentProgramme', () => {
  it('shows a visitor the programme: tiers from 35% to 55%, the steps and a contact, without an invite', async () => {
    const programme = await t.ok(agentProgramme, {});
    expect(programme.title).toContain('合营');
    expect(programme.intro.length).toBeGreaterThan(20);
    expect(programme.contact).toContain('客服');
    expect(programme.invite).toBeNull();
    expect(programme.tiers.map((tier) => tier.rate)).toEqual([35, 40, 45, 50, 55]);
    expect(programme.tiers.map((tier) => tier.level)).toEqual([1, 2, 3, 4, 5]);
    expect(programme.tiers[1]).toEqual({ level: 2, name: '白银合伙人', minActive: 20, minNetWin: 50_000, rate: 40 });
    const active = programme.tiers.map((tier) => tier.minActive);
    expect(active).toEqual([...active].sort((a, b) => a - b));
    expect(programme.steps).toHaveLength(4);
    expect(programme.steps.every((step) => step.title !== '' && step.text !== '')).toBe(true);
  });

  it('gives a member their own invite code and the brand’s registration link carrying it', async () => {
    const token = await t.loginAs('demo888', 'demo1234');
    const { userId } = await t.ok(memberInfo, { isPop: 0 }, { token });
    const { invite } = await t.ok(agentProgramme, {}, { token });
    expect(invite).toEqual({ code: `A${userId}`, link: `https://m.xingyao.example.com/?register=1&icode=A${userId}` });
    // Sessions belong to the site they were opened on: the lite brand needs its own login.
    const liteToken = await t.loginAs('demo888', 'demo1234', { siteId: '2' });
    const onLiteBrand = await t.ok(agentProgramme, {}, { token: liteToken, siteId: '2' });
    expect(onLiteBrand.invite?.link).toBe(`https://m.xingyao-yule.example.com/?register=1&icode=A${userId}`);
    expect((await t.call(agentProgramme, {}, { token, siteId: '99' })).envelope.status_code).toBe(6003);
  });

  it('gives a new member a code at once, and a registration with it records whose invite it was', async () => {
    const token = await t.loginAs('test001', 'test1234');
    const inviter = (await t.ok(agentProgramme, {}, { token })).invite;
    if (inviter === null) throw new Error('a member got no invite');
    const link = new URL(inviter.link);
    const { userId } = await t.ok(register, {
      name: 'invited01',
      password: md5Hex('invited01pw'),
      secondPassword: md5Hex('invited01pw'),
      ...(await solveSlider(t)),
      domain: link.origin,
      iCode: link.searchParams.get('icode') ?? '',
    });
    const rows = await t.db.query<{ own: string; usedCode: string; inviter: string }>(
      `select m.own_invite_code as own, m.invite_code as "usedCode", i.username as inviter
         from members m join members i on i.own_invite_code = m.invite_code where m.id = $1`,
      [Number(userId)],
    );
    expect(rows[0]).toEqual({ own: `A${userId}`, usedCode: inviter.code, inviter: 'test001' });
    const newcomer = await t.loginAs('invited01', 'invited01pw');
    expect((await t.ok(agentProgramme, {}, { token: newcomer })).invite?.code).toBe(`A${userId}`);
  });
});
