import { createContext, useContext } from 'react';
import type { RunCaptcha } from './captcha-types';

export const CaptchaContext = createContext<RunCaptcha | null>(null);

/** The captcha step of the surrounding CaptchaHost. */
export function useCaptcha(): RunCaptcha {
  const run = useContext(CaptchaContext);
  if (!run) throw new Error('useCaptcha 必须在 CaptchaHost 内使用');
  return run;
}
