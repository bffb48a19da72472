import { describe, expect, it } from 'vitest';
import { emptyRegisterDraft, isRegisterReady, validateRegister } from './register-rules';

// The single rules and their messages are tested in shared/src/validation.
describe('the whole register draft', () => {
  it('lists every failing field', () => {
    expect(validateRegister(emptyRegisterDraft)).toEqual({
      name: 'usernameRequired',
      password: 'passwordRequired',
      repeat: 'repeatRequired',
      agree: 'agreeRequired',
    });
  });

  it('names the broken rule of a filled draft', () => {
    expect(validateRegister({ name: '1abc', password: 'abcdefgh', repeat: 'abcdefgx', agree: true })).toEqual({
      name: 'usernameFormat',
      password: 'passwordFormat',
      repeat: 'repeatMismatch',
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
});
