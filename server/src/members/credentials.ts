import type { Queryable } from '../db/database';
import { findLoginCandidate, type LoginCandidate } from './members';
import { decoyPasswordHash, verifyPassword } from './password';

/**
 * The member whose name and MD5 password digest match, or null. An unknown name still pays for one
 * scrypt run (against a decoy), so timing does not tell which names exist.
 */
export async function checkCredentials(
  db: Queryable,
  name: string,
  passwordDigest: string,
): Promise<LoginCandidate | null> {
  const candidate = await findLoginCandidate(db, name);
  const matches = await verifyPassword(passwordDigest, candidate?.passwordHash ?? (await decoyPasswordHash()));
  return candidate !== null && matches ? candidate : null;
}
