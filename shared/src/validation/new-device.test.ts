import { describe, expect, it } from 'vitest';
import { checkDeviceCode, checkPhoneMiddleDigits, isDeviceCodeComplete, unmaskPhone } from './new-device';
import { checkGraphicCode } from './captcha';

describe('new-device security check', () => {
  it('takes exactly 4 digits', () => {
    expect(checkPhoneMiddleDigits('1234')).toBeNull();
    expect(checkPhoneMiddleDigits('123')).toBe('phoneCheckInvalid');
    expect(checkPhoneMiddleDigits('12345')).toBe('phoneCheckInvalid');
    expect(checkPhoneMiddleDigits('12a4')).toBe('phoneCheckInvalid');
    expect(checkPhoneMiddleDigits('')).toBe('phoneCheckInvalid');
  });

  it('fills the hidden digits into the masked phone', () => {
    expect(unmaskPhone('138****5678', '1234')).toBe('13812345678');
  });
});

describe('new-device code', () => {
  it('must have been requested first', () => {
    expect(checkDeviceCode('123456', false)).toBe('codeNotRequested');
  });

  it('then needs 6 digits', () => {
    expect(checkDeviceCode('', true)).toBe('codeRequired');
    expect(checkDeviceCode('12345', true)).toBe('codeFormat');
    expect(checkDeviceCode('123456', true)).toBeNull();
  });

  it('enables login only with 6 digits', () => {
    expect(isDeviceCodeComplete('12345')).toBe(false);
    expect(isDeviceCodeComplete('123456')).toBe(true);
    expect(isDeviceCodeComplete('1234567')).toBe(false);
  });
});

describe('graphic captcha input', () => {
  it('is required', () => {
    expect(checkGraphicCode('')).toBe('codeRequired');
    expect(checkGraphicCode(' ')).toBe('codeRequired');
    expect(checkGraphicCode('a8K2')).toBeNull();
  });
});
