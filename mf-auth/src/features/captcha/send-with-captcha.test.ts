import { afterEach, describe, expect, it, vi } from 'vitest';
import { register } from 'shared/contract';
import { fakeServer, verification } from '../../testing/fake-server';
import { MAX_CAPTCHA_ROUNDS, sendAfterCaptcha } from './send-with-captcha';

const payload = (proof: { kaptchcate: 1 | 2; codeId: string; code: string }) => ({
  name: 'newbie01',
  password: 'a'.repeat(32),
  secondPassword: 'a'.repeat(32),
  domain: 'example.com',
  ...proof,
});

afterEach(() => vi.restoreAllMocks());

describe('captcha-protected calls', () => {
  it('solves a captcha first and sends its proof', async () => {
    const server = fakeServer({ register: () => ({ userId: '1' }) });
    const runCaptcha = vi.fn().mockResolvedValue({ kaptchcate: 1, codeId: 'c1', code: 'x' });
    await sendAfterCaptcha(register, payload, { runCaptcha, request: { ktype: 1, name: 'newbie01' } });
    expect(runCaptcha).toHaveBeenCalledTimes(1);
    expect(server.payloadsTo(register)).toMatchObject([{ kaptchcate: 1, codeId: 'c1', code: 'x' }]);
  });

  it('asks again with the server message on a verification answer', async () => {
    let calls = 0;
    const server = fakeServer({ register: () => (++calls === 1 ? verification('验证码错误') : { userId: '1' }) });
    const runCaptcha = vi
      .fn()
      .mockResolvedValueOnce({ kaptchcate: 1, codeId: 'c1', code: 'x' })
      .mockResolvedValueOnce({ kaptchcate: 2, codeId: 'c2', code: '' });
    await sendAfterCaptcha(register, payload, { runCaptcha, request: { ktype: 1, name: 'newbie01' } });
    expect(runCaptcha).toHaveBeenLastCalledWith({ ktype: 1, name: 'newbie01', notice: '验证码错误' });
    expect(server.payloadsTo(register)).toMatchObject([{ codeId: 'c1' }, { codeId: 'c2', kaptchcate: 2 }]);
  });

  it('gives up with the server message when verification never ends', async () => {
    fakeServer({ register: () => verification('操作过于频繁，请稍后再试', 6022) });
    const runCaptcha = vi.fn().mockResolvedValue({ kaptchcate: 1, codeId: 'c', code: 'x' });
    await expect(sendAfterCaptcha(register, payload, { runCaptcha, request: { ktype: 1, name: 'n' } })).rejects.toThrow(
      '操作过于频繁，请稍后再试',
    );
    expect(runCaptcha).toHaveBeenCalledTimes(MAX_CAPTCHA_ROUNDS + 1);
  });
});
