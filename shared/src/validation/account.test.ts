import { describe, expect, it } from 'vitest';
import { checkAgree, checkLogin, checkPassword, checkRepeat, checkUsername } from './account';

describe('register username', () => {
  it('is required', () => {
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
    ['a space', 'ab 123'],
    ['a Chinese character', 'ab12张'],
  ])('refuses a name with %s', (_why, name) => {
    expect(checkUsername(name)).toBe('usernameFormat');
  });
});

describe('register password', () => {
  it('is required', () => {
    expect(checkPassword('')).toBe('passwordRequired');
  });

  it.each(['abcd1234', 'A1b2C3d4e5f6', '1234567a'])('accepts %s', (password) => {
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

describe('repeat password', () => {
  it('is required, then must match', () => {
    expect(checkRepeat('abcd1234', '')).toBe('repeatRequired');
    expect(checkRepeat('abcd1234', 'abcd12345')).toBe('repeatMismatch');
    expect(checkRepeat('abcd1234', 'abcd1234')).toBeNull();
  });
});

describe('terms agreement', () => {
  it('must be ticked', () => {
    expect(checkAgree(false)).toBe('agreeRequired');
    expect(checkAgree(true)).toBeNull();
  });
});

describe('login', () => {
  it('applies only the required checks', () => {
    expect(checkLogin('', '')).toEqual({ name: 'usernameRequired', password: 'passwordRequired' });
    expect(checkLogin('   ', 'x')).toEqual({ name: 'usernameRequired', password: null });
    // An old name outside today's register rules still logs in.
    expect(checkLogin('1_old', '1')).toEqual({ name: null, password: null });
  });
});
