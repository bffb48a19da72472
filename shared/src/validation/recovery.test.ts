import { describe, expect, it } from 'vitest';
import {
  checkCode,
  checkEmail,
  checkNewPassword,
  checkNewPasswordRepeat,
  checkPhone,
  checkRecoveryUsername,
  phonePattern,
} from './recovery';

describe('recovery username', () => {
  it('is required', () => {
    expect(checkRecoveryUsername('')).toBe('recoveryUsernameRequired');
    expect(checkRecoveryUsername('  ')).toBe('recoveryUsernameRequired');
    expect(checkRecoveryUsername('player01')).toBeNull();
  });
});

describe('phone', () => {
  it.each(['13812345678', '19900000000'])('accepts the mainland mobile %s by default', (phone) => {
    expect(checkPhone(phone)).toBeNull();
  });

  it.each([
    ['empty', ''],
    ['10 digits', '1381234567'],
    ['12 digits', '138123456789'],
    ['a 12 prefix', '12812345678'],
    ['a letter', '1381234567a'],
  ])('refuses %s', (_why, phone) => {
    expect(checkPhone(phone)).toBe('phoneInvalid');
  });

  it("uses the chosen country's pattern", () => {
    expect(checkPhone('91234567', '^[5689]\\d{7}$')).toBeNull();
    expect(checkPhone('13812345678', '^[5689]\\d{7}$')).toBe('phoneInvalid');
  });

  it('falls back to the mainland pattern when a country pattern does not compile', () => {
    expect(phonePattern('([').test('13812345678')).toBe(true);
    expect(phonePattern(undefined).test('13812345678')).toBe(true);
  });
});

describe('e-mail', () => {
  it('is required', () => {
    expect(checkEmail('')).toBe('emailRequired');
  });

  it.each(['a@b.c', 'zhang.san@qq.com', 'x+y@mail.example.cn'])('accepts %s', (email) => {
    expect(checkEmail(email)).toBeNull();
  });

  it.each(['abc', 'a@b', '@b.c', 'a b@c.d', 'a@b.'])('refuses %s', (email) => {
    expect(checkEmail(email)).toBe('emailInvalid');
  });
});

describe('verification code', () => {
  it('is required, then 6 digits', () => {
    expect(checkCode('')).toBe('codeRequired');
    expect(checkCode('12345')).toBe('codeFormat');
    expect(checkCode('12345a')).toBe('codeFormat');
    expect(checkCode('123456')).toBeNull();
  });
});

describe('new password', () => {
  it('is required, then 8-12 letters and digits', () => {
    expect(checkNewPassword('')).toBe('newPasswordRequired');
    expect(checkNewPassword('abcdefgh')).toBe('passwordFormat');
    expect(checkNewPassword('abcd1234')).toBeNull();
  });

  it('must be entered twice alike', () => {
    expect(checkNewPasswordRepeat('abcd1234', '')).toBe('newRepeatRequired');
    expect(checkNewPasswordRepeat('abcd1234', 'abcd1235')).toBe('newRepeatMismatch');
    expect(checkNewPasswordRepeat('abcd1234', 'abcd1234')).toBeNull();
  });
});
