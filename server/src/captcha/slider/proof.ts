import { CAPTCHA_TTL_SECONDS, type SliderProof } from 'shared/contract';
import { hmacBase64Url, sameText } from '../../auth/hmac';

/** Clocks of several server processes may differ a little; a proof from slightly ahead is still fine. */
const FUTURE_SKEW_SECONDS = 5;

/**
 * The proof a passed drag earns: captcha_output signs the challenge and the time, pass_token signs
 * both again with the output, so neither can be made or altered without the server secret.
 */
export function signProof(secret: string, lotNumber: string, now: Date): SliderProof {
  const genTime = String(Math.floor(now.getTime() / 1000));
  const output = hmacBase64Url(secret, `slider-output|${lotNumber}|${genTime}`);
  return {
    lot_number: lotNumber,
    captcha_output: output,
    pass_token: hmacBase64Url(secret, `slider-pass|${lotNumber}|${genTime}|${output}`),
    gen_time: genTime,
  };
}

/** Signature and freshness (CAPTCHA_TTL_SECONDS); single use is the store's business. */
export function checkProof(secret: string, proof: SliderProof, now: Date): 'valid' | 'forged' | 'stale' {
  if (!/^\d{1,12}$/.test(proof.gen_time)) return 'forged';
  const expected = signProof(secret, proof.lot_number, new Date(Number(proof.gen_time) * 1000));
  if (!sameText(proof.captcha_output, expected.captcha_output) || !sameText(proof.pass_token, expected.pass_token))
    return 'forged';
  const age = now.getTime() / 1000 - Number(proof.gen_time);
  return age > CAPTCHA_TTL_SECONDS || age < -FUTURE_SKEW_SECONDS ? 'stale' : 'valid';
}
