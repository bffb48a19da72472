import { createHash } from 'node:crypto';
import { captchaType, graphicCaptcha, login } from 'shared/contract';
import { callApi, captchaAnswer } from './api';
import { urls } from './ports';

/**
 * Logs `name` in through the API the way the auth remote does (captcha type, graphic captcha,
 * MD5 of the password), for the saved states of members whose tests are not about logging in.
 * Resolves to null when the server asks for the slider: the caller logs in through the dialog.
 * `base` is another API (a cluster's); a server without captchas (kaptchcate 0) needs none.
 */
export async function loginThroughApi(
  name: string,
  password: string,
  base: string = urls.api,
): Promise<{ token: string; userId: string } | null> {
  const type = await callApi<{ kaptchcate: number }>(captchaType.path, { name, ktype: 4 }, undefined, base);
  if (type.status_code !== 6000) throw new Error(`captcha type for ${name}: ${type.message}`);
  const md5 = createHash('md5').update(password).digest('hex');
  let captchaFields: { kaptchcate: number; codeId?: string; code?: string } = { kaptchcate: 0 };
  if (type.data.kaptchcate === 1) {
    const captcha = await callApi<{ codeId: string }>(graphicCaptcha.path, {}, undefined, base);
    const { text } = await captchaAnswer(captcha.data.codeId, base);
    captchaFields = { kaptchcate: 1, codeId: captcha.data.codeId, code: text ?? '' };
  } else if (type.data.kaptchcate !== 0) {
    return null;
  }
  const answer = await callApi<{ token: string; userId: string }>(
    login.path,
    { isAgent: 0, name, password: md5, ...captchaFields },
    undefined,
    base,
  );
  if (answer.status_code !== 6000) throw new Error(`login ${name}: ${answer.status_code} ${answer.message}`);
  return answer.data;
}
