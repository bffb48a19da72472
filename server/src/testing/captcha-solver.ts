import {
  captchaType,
  graphicCaptcha,
  sliderLoad,
  sliderVerify,
  validateGeeCheck,
  type CaptchaPurpose,
} from 'shared/contract';
import { findCaptchaAnswer } from '../captcha/captcha-answers';
import { humanTrack } from './human-track';
import type { TestApp } from './test-calls';

/** The captcha fields of a protected call, solved. */
export interface SolvedCaptcha {
  kaptchcate: 1 | 2;
  codeId: string;
  code: string;
}

type Caller = Pick<TestApp, 'ok' | 'db'>;

/** A graphic captcha fetched like the browser does and answered with the text the server stored. */
export async function solveGraphic(t: Caller): Promise<SolvedCaptcha> {
  const { codeId } = await t.ok(graphicCaptcha, {});
  const answer = await findCaptchaAnswer(t.db, codeId);
  if (answer === null || !('text' in answer)) throw new Error(`no graphic answer stored for ${codeId}`);
  return { kaptchcate: 1, codeId, code: answer.text };
}

/** load → drag to the hole with a human track → validateGeeCheck, as the browser does. */
export async function solveSlider(t: Caller): Promise<SolvedCaptcha> {
  const { lot_number } = await t.ok(sliderLoad, {});
  const answer = await findCaptchaAnswer(t.db, lot_number);
  if (answer === null || !('x' in answer)) throw new Error(`no slider answer stored for ${lot_number}`);
  const proof = await t.ok(sliderVerify, { lot_number, x: answer.x, track: humanTrack(answer.x) });
  const { codeId } = await t.ok(validateGeeCheck, { ...proof, validate_way: 0 });
  return { kaptchcate: 2, codeId, code: '' };
}

/** Asks captchaType which captcha the call needs, like the client, and solves that one. */
export async function solveCaptchaFor(t: Caller, ktype: CaptchaPurpose, name: string): Promise<SolvedCaptcha> {
  const { kaptchcate } = await t.ok(captchaType, { name, ktype });
  return kaptchcate === 1 ? solveGraphic(t) : solveSlider(t);
}
