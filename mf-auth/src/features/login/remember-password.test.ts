import { beforeEach, describe, expect, it } from 'vitest';
import { aesEncrypt } from 'shared/crypto';
import { readItem, writeItem } from 'shared/storage';
import { resetPlatformState } from 'shared/testing/render';
import { applyRememberChoice, forgetLogin, readRememberedLogin, rememberLogin } from './remember-password';

beforeEach(resetPlatformState);

describe('remember password', () => {
  it('keeps only the name, with the time it was switched on, and never a password', () => {
    rememberLogin({ name: 'player01' }, 1_700_000_000_000);
    expect(readItem('rememberPassword')).toBe('1700000000000');
    expect(JSON.parse(readItem('rememberedCredentials') ?? '')).toEqual({ name: 'player01' });
    expect(readRememberedLogin()).toEqual({ name: 'player01' });
  });

  it('drops the password of an entry an older build wrote, keeping its name', () => {
    writeItem('rememberPassword', '1');
    writeItem('rememberedCredentials', aesEncrypt(JSON.stringify({ name: 'player01', password: 'secret99' })));
    expect(readRememberedLogin()).toEqual({ name: 'player01' });
    expect(readItem('rememberedCredentials')).toBe(JSON.stringify({ name: 'player01' }));
  });

  it('refuses a plain entry that carries more than the name', () => {
    writeItem('rememberPassword', '1');
    writeItem('rememberedCredentials', JSON.stringify({ name: 'player01', password: 'secret99' }));
    expect(readRememberedLogin()).toBeNull();
    expect(readItem('rememberedCredentials')).toBeNull();
  });

  it('leaves the flag empty and the entry gone when forgotten', () => {
    rememberLogin({ name: 'player01' });
    forgetLogin();
    expect(readItem('rememberPassword')).toBe('');
    expect(readItem('rememberedCredentials')).toBeNull();
    expect(readRememberedLogin()).toBeNull();
  });

  it('reads nothing while the flag is off and clears what was left behind', () => {
    writeItem('rememberedCredentials', aesEncrypt(JSON.stringify({ name: 'a', password: 'b' })));
    expect(readRememberedLogin()).toBeNull();
    expect(readItem('rememberedCredentials')).toBeNull();
  });

  it('drops an entry it cannot read', () => {
    writeItem('rememberPassword', '1');
    writeItem('rememberedCredentials', 'not a ciphertext');
    expect(readRememberedLogin()).toBeNull();
    expect(readItem('rememberedCredentials')).toBeNull();
    writeItem('rememberPassword', '1');
    writeItem('rememberedCredentials', aesEncrypt(JSON.stringify({ name: 1 })));
    expect(readRememberedLogin()).toBeNull();
  });

  it('follows the box at a successful login', () => {
    applyRememberChoice(true, { name: 'a' });
    expect(readRememberedLogin()).toEqual({ name: 'a' });
    applyRememberChoice(false, { name: 'a' });
    expect(readRememberedLogin()).toBeNull();
  });
});
