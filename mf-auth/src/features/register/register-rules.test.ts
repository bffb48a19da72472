import { describe, expect, it } from 'vitest';
import zhCN from '../../i18n/zh-CN.json';
import {
  checkAgree,
  checkPassword,
  checkRepeat,
  checkUsername,
  emptyRegisterDraft,
  isRegisterReady,
  stripWhitespace,
  validateRegister,
  type RegisterRuleFailure,
} from './register-rules';

describe('username rule', () => {
  it('asks for a username when empty', () => {
    expect(checkUsername('')).toBe('usernameRequired');
  });

  it.each(['abc1', 'ab12345678x', 'Player88', 'aB3c'])('accepts %s', (name) => {
    expect(checkUsername(name)).toBeNull();
  });

  it.each([
    ['too short', 'ab1'],
    ['too long', 'ab123456789x'],
    ['a digit first', '1abc2'],
    ['only one letter', 'a1234'],
    ['no digit', 'abcdef'],
    ['an underscore', 'ab_123'],
    ['a Chinese character', 'ab12张'],
  ])('refuses a name with %s', (_why, name) => {
    expect(checkUsername(name)).toBe('usernameFormat');
  });
});

describe('password rule', () => {
  it('asks for a password when empty', () => {
    expect(checkPassword('')).toBe('passwordRequired');
  });

  it.each(['abcd1234', 'A1b2C3d4e5f6'])('accepts %s', (password) => {
    expect(checkPassword(password)).toBeNull();
  });

  it.each([
    ['7 characters', 'abc1234'],
    ['13 characters', 'abcdef1234567'],
    ['letters only', 'abcdefgh'],
    ['digits only', '12345678'],
    ['a symbol', 'abcd123!'],
  ])('refuses %s', (_why, password) => {
    expect(checkPassword(password)).toBe('passwordFormat');
  });
});

describe('repeat rule', () => {
  it('asks for the repeat when empty', () => {
    expect(checkRepeat('abcd1234', '')).toBe('repeatRequired');
  });

  it('refuses a different repeat and accepts the same one', () => {
    expect(checkRepeat('abcd1234', 'abcd12345')).toBe('repeatMismatch');
    expect(checkRepeat('abcd1234', 'abcd1234')).toBeNull();
  });
});

describe('agree rule', () => {
  it('requires the terms to be accepted', () => {
    expect(checkAgree(false)).toBe('agreeRequired');
    expect(checkAgree(true)).toBeNull();
  });
});

describe('the whole register draft', () => {
  it('lists every failing field', () => {
    expect(validateRegister(emptyRegisterDraft)).toEqual({
      name: 'usernameRequired',
      password: 'passwordRequired',
      repeat: 'repeatRequired',
      agree: 'agreeRequired',
    });
  });

  it('passes a valid draft', () => {
    expect(validateRegister({ name: 'player01', password: 'abcd1234', repeat: 'abcd1234', agree: true })).toEqual({});
  });

  it('is ready to send only with every field filled and the terms accepted', () => {
    const filled = { name: 'x', password: 'y', repeat: 'z', agree: true };
    expect(isRegisterReady(filled)).toBe(true);
    expect(isRegisterReady({ ...filled, agree: false })).toBe(false);
    expect(isRegisterReady({ ...filled, repeat: '' })).toBe(false);
  });

  it('strips every kind of whitespace', () => {
    expect(stripWhitespace(' ab c\t1\u3000')).toBe('abc1');
  });
});

describe('rule messages (SPEC §5 texts)', () => {
  const expected: Record<RegisterRuleFailure, string> = {
    usernameRequired: '用户名不能为空',
    usernameFormat: '4-11位，至少2个字母+数字组合，首位为字母',
    passwordRequired: '密码不能为空',
    passwordFormat: '请输入8-12位字母+数字组合',
    repeatRequired: '请再次输入密码',
    repeatMismatch: '两次输入的密码不一致',
    agreeRequired: '请同意相关条款和隐私政策',
  };

  it.each(Object.entries(expected))('%s reads %s', (failure, text) => {
    expect(zhCN.validation[failure as RegisterRuleFailure]).toBe(text);
  });
});
