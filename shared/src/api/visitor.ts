import { readItem, writeItem } from '../storage/local-storage';
import { newRequestId } from './request-id';

/**
 * The visitor id sent as x-uuid. The host replaces it with a device-fingerprint id at start-up;
 * until then (and when fingerprinting fails) a random id is kept so every call carries one.
 */
export function visitorId(): string {
  const stored = readItem('visitorId');
  if (stored) return stored;
  const created = newRequestId();
  writeItem('visitorId', created);
  return created;
}
