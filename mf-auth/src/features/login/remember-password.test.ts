import { beforeEach, describe, expect, it } from 'vitest';
import { aesEncrypt } from 'shared/crypto';
import { readItem, writeItem } from 'shared/storage';
import { resetPlatformState } from 'shared/testing/render';
import { applyRememberChoice, forgetLogin, readRememberedLogin, rememberLogin } from './remember-password';

beforeEach(resetPlatformState);

describe('remembered credentials', () => {
  it('stores name and password together, encrypted, with the time it was switched on', () => {
    rememberLogin({ name: 'player01', password: 'secret99' }, 1_700_000_000_000);
    expect(readItem('rememberPassword')).toBe('1700000000000');
    expect(readItem('rememberedCredentials')).not.toMatch(/player01|secret99/);
    expect(readRememberedLogin()).toEqual({ name: 'player01', password: 'secret99' });
  });

  it('leaves the flag empty and the credentials gone when forgotten', () => {
    rememberLogin({ name: 'player01', password: 'secret99' });
    forgetLogin();
    expect(readItem('rememberPassword')).toBe('');
    expect(readItem('rememberedCredentials')).toBeNull();
    expect(readRememberedLogin()).toBeNull();
  });

  it('reads nothing while the flag is off, even with credentials left behind', () => {
    writeItem('rememberedCredentials', aesEncrypt(JSON.stringify({ name: 'a', password: 'b' })));
    expect(readRememberedLogin()).toBeNull();
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
    applyRememberChoice(true, { name: 'a', password: 'b' });
    expect(readRememberedLogin()).toEqual({ name: 'a', password: 'b' });
    applyRememberChoice(false, { name: 'a', password: 'b' });
    expect(readRememberedLogin()).toBeNull();
  });
});
