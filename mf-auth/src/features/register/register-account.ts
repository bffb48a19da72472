import { api } from 'shared/api';
import { register } from 'shared/contract';
import { readItem } from 'shared/storage';

/**
 * Creates the account. The invite codes were stored at start-up from the landing URL (SPEC §3) and
 * travel only when present. The captcha step is a later issue, hence kaptchcate 0.
 */
export async function registerAccount({ name, passwordHash }: { name: string; passwordHash: string }): Promise<void> {
  const rCode = readItem('referralCode');
  const iCode = readItem('inviteCode');
  await api.request(register, {
    name,
    password: passwordHash,
    secondPassword: passwordHash,
    kaptchcate: 0,
    domain: window.location.host,
    ...(rCode ? { rCode } : {}),
    ...(iCode ? { iCode } : {}),
  });
}
