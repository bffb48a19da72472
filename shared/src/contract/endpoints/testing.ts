import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

/**
 * Test-only reads, answered only by a server started with PLATFORM_TEST_MODE=1 (6004 otherwise).
 * No SMS or e-mail gateway exists here: the e2e suite reads the codes the server "sent", and the
 * answers of the captchas it issued, through these.
 */
export const testLastCode = defineEndpoint({
  path: '/test/api/v1/lastCode',
  request: z.object({ receiver: z.string().min(1) }),
  response: z.object({ code: z.string(), type: z.number().int(), cate: z.number().int(), sentAt: z.string() }),
});

export const testCaptchaAnswer = defineEndpoint({
  path: '/test/api/v1/captchaAnswer',
  /** codeId of a graphic captcha, or lot_number of a slider challenge. */
  request: z.object({ id: z.string().min(1) }),
  /** The graphic code's text, or the slider piece's left edge. */
  response: z.object({ text: z.string().optional(), x: z.number().optional() }),
});
