// The captcha feature's public surface: other features and the exposes import it only from here.
export { CaptchaHost } from './CaptchaHost';
export { useCaptcha } from './captcha-context';
export { isCaptchaCancelled } from './captcha-types';
export type { CaptchaProof, RunCaptcha } from './captcha-types';
export { captchaFields, sendAfterCaptcha, sendWithCaptcha } from './send-with-captcha';
