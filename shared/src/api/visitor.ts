import { readItem, writeItem } from '../storage/local-storage';
import { newRequestId } from './request-id';

/**
 * The visitor id sent as x-uuid and inside the device header. The host replaces it with a
 * device-fingerprint id at start-up (rememberVisitorId); until then a random id is kept so the
 * very first calls carry one too.
 */
export function visitorId(): string {
  const stored = readItem('visitorId');
  if (stored) return stored;
  const created = newRequestId();
  writeItem('visitorId', created);
  return created;
}

/** Stores the fingerprint (or its fallback) id; every later call sends it. */
export function rememberVisitorId(id: string): void {
  if (id) writeItem('visitorId', id);
}
