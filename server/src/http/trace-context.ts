const MAX_TRACE_ID_LENGTH = 64;
const TRACE_ID = /^[A-Za-z0-9-]+$/;

/**
 * The x-trace-id a page sent (its load's id), when it is one: short, letters, digits and dashes.
 * Anything else is dropped rather than stored or logged as the caller wrote it.
 */
export function acceptedTraceId(value: string | undefined): string | null {
  if (value === undefined || value === '' || value.length > MAX_TRACE_ID_LENGTH || !TRACE_ID.test(value)) return null;
  return value;
}
