import { createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import type { RemoteName } from 'shared/remotes';
import {
  readSigningKey,
  signOverrideToken as signToken,
  verifyOverrideToken as verifyToken,
} from '../../../scripts/lib/override-token.mjs';

/**
 * A developer override's token, in the one format the site's page server reads too
 * (scripts/lib/override-token.mjs): Ed25519, so that server needs the public key only.
 */
export interface OverrideClaims {
  id: number;
  site: string;
  remote: RemoteName;
  address: string;
  /** Unix seconds. */
  exp: number;
}

export function signOverrideToken(claims: OverrideClaims, privateKey: KeyObject): string {
  return signToken(claims, privateKey);
}

/** The claims of a token this key pair signed, unexpired at `now`; null for anything else. */
export function verifyOverrideToken(token: string, publicKey: KeyObject, now: Date): OverrideClaims | null {
  return verifyToken(token, publicKey, now.getTime());
}

export interface OverrideKeys {
  privateKey: KeyObject;
  publicKey: KeyObject;
}

/**
 * OVERRIDE_SIGNING_KEY: an Ed25519 private key, PEM or the base64 of its PKCS#8 DER. Without one,
 * outside production a key is made for this process (its tokens end with it); in production there
 * is none: issuing answers 8099 and every token is ignored.
 */
export function overrideKeysFrom(configured: string | null, production: boolean): OverrideKeys | null {
  if (configured === null) return production ? null : generateKeyPairSync('ed25519');
  const privateKey = readSigningKey(configured);
  if (privateKey === null)
    throw new Error('OVERRIDE_SIGNING_KEY must be an Ed25519 private key (PEM, or base64 of its PKCS#8 DER)');
  return { privateKey, publicKey: createPublicKey(privateKey) };
}
