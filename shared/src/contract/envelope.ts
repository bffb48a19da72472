import { z } from 'zod/mini';

/** Every answer of the platform API: `{ status_code, data, message }`; 6000 means success. */
export const envelopeSchema = z.object({
  status_code: z.int(),
  data: z.unknown(),
  message: z._default(z.string(), ''),
});

export type Envelope = z.output<typeof envelopeSchema>;

export function envelope<T>(
  statusCode: number,
  data: T,
  message: string,
): { status_code: number; data: T; message: string } {
  return { status_code: statusCode, data, message };
}
