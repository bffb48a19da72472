import { rememberVisitorId } from 'shared/api';
import { currentDeviceTraits, fallbackVisitorId } from './fallback-id';

/**
 * SPEC §3 device identity: the fingerprint's visitor id (graphics, user agent, platform, language,
 * screen, hashed by the library) becomes the x-uuid of every call; if fingerprinting fails, a
 * host-plus-hash id does. Started at the visitor's first input (see start-identity.ts): the first calls
 * carry the id stored by an earlier visit (or a random one on the very first).
 */
export async function startVisitorIdentity(fingerprint: () => Promise<string> = defaultFingerprint): Promise<string> {
  let id: string;
  try {
    id = await fingerprint();
  } catch (error) {
    console.warn('[identity] fingerprint failed, using the fallback id', error);
    id = fallbackVisitorId(currentDeviceTraits());
  }
  rememberVisitorId(id);
  return id;
}

async function defaultFingerprint(): Promise<string> {
  // Its own chunk: the library is not part of the first screen's JavaScript.
  const { load } = await import('@fingerprintjs/fingerprintjs');
  const agent = await load();
  const { visitorId } = await agent.get();
  if (!visitorId) throw new Error('empty visitor id');
  return visitorId;
}
