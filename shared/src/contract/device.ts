import { z } from 'zod/mini';

/**
 * The decrypted x-device header (SPEC §3 "Device-info payload"): when the browser built the call,
 * the client IP it learned from preInfo ('' before that) and its visitor id.
 */
export const devicePayloadSchema = z.object({
  timestamp: z.int(),
  ip: z.string(),
  visitorId: z.string(),
});

export type DevicePayload = z.infer<typeof devicePayloadSchema>;
