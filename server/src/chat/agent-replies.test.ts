import { describe, expect, it } from 'vitest';
import { agentReply } from './agent-replies';

describe('agentReply', () => {
  it.each([
    ['怎么充值', '充值'],
    ['存款一直没到', '充值'],
    ['我要提现', '提款'],
    ['取款要多久', '提款'],
    ['密码忘了', '忘记登录密码'],
    ['有什么优惠', '优惠活动'],
    ['返水怎么算', '优惠活动'],
  ])('answers %s about its topic', (question, topic) => {
    expect(agentReply(question, '客服小美')).toContain(topic);
  });

  it('answers anything else with a general reply naming the agent and the working hours', () => {
    const reply = agentReply('你好', '客服小美');
    expect(reply).toContain('我是客服小美');
    expect(reply).toContain('09:00 至次日 02:00');
  });

  it('takes the first topic a question touches', () => {
    expect(agentReply('充值后提现', '客服小美')).toBe(agentReply('充值', '客服小美'));
  });
});
