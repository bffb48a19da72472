import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * Provably fair rounds: each ticket gets a random server seed whose sha256 the game page shows
 * before the first round; a round's outcome is HMAC-SHA256(serverSeed, `${ticket}:${nonce}`). Once
 * the player asks for a new seed the old one is revealed, and every round played on it can be
 * recomputed from (seed, ticket, nonce) and checked against the hash shown at the start.
 */
export function newServerSeed(): string {
  return randomBytes(32).toString('hex');
}

export function seedHash(serverSeed: string): string {
  return createHash('sha256').update(serverSeed).digest('hex');
}

/** The 32 bytes a round's outcome is read from. */
export function roundDigest(serverSeed: string, ticket: string, nonce: number): Buffer {
  return createHmac('sha256', serverSeed).update(`${ticket}:${nonce}`).digest();
}
