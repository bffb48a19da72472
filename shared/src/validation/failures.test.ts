import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n/instance';
import zhCN from '../i18n/zh-CN.json';
import { ruleMessageKey, type ValidationFailure } from './failures';
import { digitsOnly, stripWhitespace } from './text';

describe('rule messages (SPEC §5)', () => {
  const expected: Record<ValidationFailure, string> = {
    usernameRequired: '用户名不能为空',
    usernameFormat: '4-11位，至少2个字母+数字组合，首位为字母',
    passwordRequired: '密码不能为空',
    passwordFormat: '请输入8-12位字母+数字组合',
    repeatRequired: '请再次输入密码',
    repeatMismatch: '两次输入的密码不一致',
    agreeRequired: '请同意相关条款和隐私政策',
    recoveryUsernameRequired: '请输入用户名',
    phoneInvalid: '请输入正确的手机号码',
    emailRequired: '请输入邮箱',
    emailInvalid: '请输入正确的邮箱',
    codeRequired: '请输入验证码',
    codeFormat: '请输入6位数字验证码',
    newPasswordRequired: '请设置新密码',
    newRepeatRequired: '请再次输入新密码',
    newRepeatMismatch: '两次输入不一致，请重新输入',
    codeNotRequested: '请先获取验证码',
    phoneCheckInvalid: '手机号码错误',
    realNameInvalid: '请输入正确的名字',
    birthdayRequired: '请输入生日，确保您已年满18岁',
    underAge: '您的年龄未满18岁，无法进行游戏',
    transferAmountRequired: '请输入转账金额',
    betSlipFull: '投注项数量已达上限',
    betPending: '当前还有订单正在确认中，请稍等',
  };

  it.each(Object.entries(expected))('%s reads %s', (failure, text) => {
    expect(i18n.t(ruleMessageKey(failure as ValidationFailure), { lng: 'zh-CN' })).toBe(text);
  });

  it('has a message for every failure and nothing else, in the shared namespace only', () => {
    expect(Object.keys(zhCN.validation).sort()).toEqual(Object.keys(expected).sort());
  });
});

describe('input clean-up', () => {
  it('strips every kind of whitespace', () => {
    expect(stripWhitespace(' ab c\t1\u3000')).toBe('abc1');
  });

  it('keeps digits only, up to a length', () => {
    expect(digitsOnly('1a2 3-4')).toBe('1234');
    expect(digitsOnly('1234567', 6)).toBe('123456');
  });
});
