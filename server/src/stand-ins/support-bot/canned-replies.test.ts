import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVICE_FACTS } from 'shared/contract';
import { AGENT_TOPICS, agentReply, fallbackReply } from './canned-replies';
import { SUPPORT_NOTICE } from '../../chat/room-directory';

const ROOT = join(import.meta.dirname, '../../../..');
/** Where the pages and buttons a player sees get their names. */
const LOCALES = [
  'host/src/i18n',
  'mf-account/src/i18n',
  'mf-auth/src/i18n',
  'mf-promotions/src/i18n',
  'mf-wallet/src/i18n',
];

function leaves(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(leaves);
  return [];
}

/** Every zh-CN label of the site, without a trailing question mark (忘记密码？). */
const labels = new Set(
  LOCALES.flatMap((dir) => leaves(JSON.parse(readFileSync(join(ROOT, dir, 'zh-CN.json'), 'utf8')))).map((text) =>
    text.replace(/[？?]$/, ''),
  ),
);

const allReplies = [...AGENT_TOPICS.map((topic) => topic.reply), fallbackReply('客服小美')];

describe('agentReply', () => {
  it.each([
    ['怎么充值', '「存款」'],
    ['存款一直没到', '「存款」'],
    ['我要提现', '「取款」'],
    ['取款要多久', '「取款」'],
    ['密码忘了', '忘记登录密码'],
    ['有什么优惠', '优惠活动'],
    ['返水怎么算', '优惠活动'],
  ])('answers %s about its topic', (question, topic) => {
    expect(agentReply(question, '客服小美')).toContain(topic);
  });

  it('answers anything else with a general reply naming the agent and the service hours', () => {
    const reply = agentReply('你好', '客服小美');
    expect(reply).toContain('我是客服小美');
    expect(reply).toContain(`服务时间为${SERVICE_FACTS.supportDaysPerWeek}×${SERVICE_FACTS.supportHoursPerDay}小时`);
  });

  it('takes the first topic a question touches', () => {
    expect(agentReply('充值后提现', '客服小美')).toBe(agentReply('充值', '客服小美'));
  });

  it('names only pages and buttons that exist, by the label the site shows', () => {
    const named = allReplies.flatMap((reply) => [...reply.matchAll(/「([^」]+)」/g)].map((match) => match[1] ?? ''));
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((name) => !labels.has(name))).toEqual([]);
  });

  it('states the payout and deposit times and the service hours of SERVICE_FACTS, as the room notice does', () => {
    expect(agentReply('提现多久到账', '客服小美')).toContain(`平均${SERVICE_FACTS.payoutAverageMinutes}分钟到账`);
    expect(agentReply('存款一直没到', '客服小美')).toContain(`平均${SERVICE_FACTS.depositAverageMinutes}分钟到账`);
    expect(SUPPORT_NOTICE).toContain(`${SERVICE_FACTS.supportDaysPerWeek}×${SERVICE_FACTS.supportHoursPerDay}小时`);
    for (const reply of allReplies) expect(reply).not.toMatch(/\d+\s*分钟内到账|09:00/);
  });
});
