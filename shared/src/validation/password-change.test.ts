import { describe, expect, it } from 'vitest';
import { checkPasswordChange } from './password-change';

describe('checkPasswordChange', () => {
  it('passes an old password, a new one of letters and digits, and the same repeat', () => {
    expect(checkPasswordChange({ old: 'x', password: 'abc12345', repeat: 'abc12345' })).toEqual({
      old: null,
      password: null,
      repeat: null,
    });
  });

  it('asks for every field left empty', () => {
    expect(checkPasswordChange({ old: '', password: '', repeat: '' })).toEqual({
      old: 'passwordRequired',
      password: 'newPasswordRequired',
      repeat: 'newRepeatRequired',
    });
  });

  it.each(['abcdefgh', '12345678', 'abc1234', 'abcd12345678x', 'abc_12345'])(
    'refuses %s as a new password',
    (password) => {
      expect(checkPasswordChange({ old: 'old', password, repeat: password }).password).toBe('passwordFormat');
    },
  );

  it('refuses a repeat that differs', () => {
    expect(checkPasswordChange({ old: 'old', password: 'abc12345', repeat: 'abc12346' }).repeat).toBe(
      'newRepeatMismatch',
    );
  });
});
