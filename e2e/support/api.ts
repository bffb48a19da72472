import { request } from '@playwright/test';
import { signedHeaders } from './signing';
import { urls } from './ports';

export interface Envelope<T> {
  status_code: number;
  data: T;
  message: string;
}

/** A signed call to the run's API (or the one at `base`), as a browser would send it (test-only reads included). */
export async function callApi<T>(
  path: string,
  body: object,
  token?: string,
  base: string = urls.api,
): Promise<Envelope<T>> {
  const context = await request.newContext();
  try {
    const text = JSON.stringify(body);
    // The token is part of the signature (contract/security), so it goes in before signing.
    const headers = signedHeaders(path, text, '1', Date.now(), token ?? '');
    const response = await context.post(base + path, { headers, data: text });
    return (await response.json()) as Envelope<T>;
  } finally {
    await context.dispose();
  }
}

/** The code the server "sent" to a phone or e-mail (test mode only). */
export async function lastCode(receiver: string): Promise<string> {
  const answer = await callApi<{ code: string }>('/test/api/v1/lastCode', { receiver });
  if (answer.status_code !== 6000) throw new Error(`no code for ${receiver}: ${answer.message}`);
  return answer.data.code;
}

/** The text of a graphic captcha or the target x of a slider challenge (test mode only). */
export async function captchaAnswer(id: string, base: string = urls.api): Promise<{ text?: string; x?: number }> {
  const answer = await callApi<{ text?: string; x?: number }>('/test/api/v1/captchaAnswer', { id }, undefined, base);
  if (answer.status_code !== 6000) throw new Error(`no captcha ${id}: ${answer.message}`);
  return answer.data;
}
