import { createHash } from 'node:crypto';
import { registryManifestPath, type DeliveryRemotes } from 'shared/contract';
import type { Queryable } from '../db/database';
import { readPins } from './pin-store';

/**
 * The visitor's place among 100 for a remote: the first four bytes of SHA-256(visitor id, remote).
 * The same visitor always lands on the same side of a canary (sticky), and the remote is part of the
 * hash so one visitor is not the canary of every remote at once.
 */
export function canaryBucket(visitorId: string, remote: string): number {
  return createHash('sha256').update(`${visitorId}\0${remote}`).digest().readUInt32BE(0) % 100;
}

/** Which version of each pinned remote this visitor of this brand runs. */
export async function resolveRemotes(db: Queryable, siteId: string, visitorId: string): Promise<DeliveryRemotes> {
  const remotes: DeliveryRemotes['remotes'] = {};
  for (const pin of await readPins(db, siteId)) {
    const canary = pin.canaryVersion !== null && canaryBucket(visitorId, pin.remote) < pin.canaryPercent;
    const version = canary ? pin.canaryVersion : pin.stableVersion;
    if (version === null) continue;
    remotes[pin.remote] = {
      path: registryManifestPath(pin.remote, version),
      version,
      channel: canary ? 'canary' : 'stable',
    };
  }
  return { remotes };
}
