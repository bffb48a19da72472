import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint';

/**
 * The member's own data shown masked (SPEC §3 decrypted-data cache, §7 site/common/singleDataDecryption;
 * payload not shown there, designed here). The client asks for one field's plain value when the member
 * presses its eye button, and keeps it as DD_<key> until logout or expiry (shared/storage
 * decrypted-cache). Only the caller's own data answers; a field never bound answers 6004. Each reveal
 * is logged with the request's trace id; more than DECRYPTIONS_PER_HOUR in an hour answer 6011.
 */
export const DECRYPTIONS_PER_HOUR = 30;

export const decryptableFieldSchema = z.enum(['phone', 'email', 'realName']);
export type DecryptableField = z.infer<typeof decryptableFieldSchema>;

export const singleDataDecryption = defineEndpoint({
  path: '/site/api/v1/site/common/singleDataDecryption',
  request: z.object({ field: decryptableFieldSchema }),
  response: z.object({ field: decryptableFieldSchema, value: z.string() }),
  auth: true,
});
