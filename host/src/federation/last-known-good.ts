import { recordRemoteEvent } from 'shared/diagnostics';
import { registryVersionOf } from 'shared/contract';
import { hostMeets, SHARED_CONTRACT_VERSION, sharedRequirementsOf } from 'shared/remotes';
import { markRemoteIncompatible, rememberRemoteVersion } from './remote-health';

/**
 * A remote's manifest, fetched for the federation runtime: a good one is kept in this browser by
 * its address and content hash; when the address fails (an error status, a network error, JSON
 * that does not parse) the last one that worked is used instead and the diagnostics say so. Its
 * entry and chunks are still served (hashed chunks are immutable and cached for a year), so the
 * remote renders as it last did. A manifest that needs another major `shared` contract than this
 * host provides is refused (not replaced): the area shows the incompatible-version panel.
 */

const STORAGE_PREFIX = 'platform.remote-lkg:';

interface SavedManifest {
  url: string;
  hash: string;
  savedAt: string;
  text: string;
}

export class IncompatibleRemoteError extends Error {
  override readonly name = 'IncompatibleRemoteError';
  constructor(
    readonly remote: string,
    readonly required: string,
    provided: string,
  ) {
    super(`${remote} needs shared ${required}; this host provides ${provided}`);
  }
}

/** FNV-1a, 32 bits, hex: enough to name a manifest's content in diagnostics. */
export function contentHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/**
 * The `shared` requirement of a manifest that this host cannot meet, or null when it can: this
 * host's contract must satisfy its singletons' range, and be of its pure entries' major (their own
 * copies run when this host's are older). An entry that states no range asks nothing.
 */
export function unmetSharedRequirement(manifest: unknown): string | null {
  const unmet = sharedRequirementsOf(manifest).find(
    (entry) => entry.requiredVersion !== '' && !hostMeets(SHARED_CONTRACT_VERSION, entry),
  );
  return unmet ? unmet.requiredVersion : null;
}

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function readSaved(url: string): SavedManifest | null {
  try {
    const raw = storage()?.getItem(STORAGE_PREFIX + url);
    if (!raw) return null;
    const saved = JSON.parse(raw) as Partial<SavedManifest>;
    if (typeof saved.text !== 'string' || typeof saved.hash !== 'string' || saved.hash !== contentHash(saved.text))
      return null;
    return { url, hash: saved.hash, savedAt: typeof saved.savedAt === 'string' ? saved.savedAt : '', text: saved.text };
  } catch {
    return null;
  }
}

function save(url: string, text: string): void {
  const saved: SavedManifest = { url, hash: contentHash(text), savedAt: new Date().toISOString(), text };
  try {
    storage()?.setItem(STORAGE_PREFIX + url, JSON.stringify(saved));
  } catch {
    // Storage full or refused: the site works, only without a fallback for this remote.
  }
}

function jsonResponse(text: string): Response {
  return new Response(text, { status: 200, headers: { 'content-type': 'application/json' } });
}

function checkCompatible(remote: string, url: string, manifest: unknown): void {
  const required = unmetSharedRequirement(manifest);
  markRemoteIncompatible(remote, required !== null);
  if (required === null) return;
  recordRemoteEvent({
    kind: 'incompatible',
    remote,
    url,
    detail: `needs shared ${required}, host provides ${SHARED_CONTRACT_VERSION}`,
  });
  throw new IncompatibleRemoteError(remote, required, SHARED_CONTRACT_VERSION);
}

export async function fetchManifest(
  url: string,
  init: RequestInit,
  remote: string,
  fetcher: typeof fetch = fetch,
): Promise<Response> {
  let text: string;
  let manifest: unknown;
  try {
    const response = await fetcher(url, init);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    text = await response.text();
    manifest = JSON.parse(text);
  } catch (error) {
    const saved = readSaved(url);
    if (!saved) throw error;
    const parsed: unknown = JSON.parse(saved.text);
    checkCompatible(remote, url, parsed);
    rememberRemoteVersion(remote, registryVersionOf(url) ?? saved.hash);
    recordRemoteEvent({
      kind: 'last-known-good',
      remote,
      url,
      hash: saved.hash,
      savedAt: saved.savedAt,
      detail: `manifest failed (${error instanceof Error ? error.message : String(error)}); using the version of ${saved.savedAt} (${saved.hash})`,
    });
    return jsonResponse(saved.text);
  }
  checkCompatible(remote, url, manifest);
  // A registry build is reported under its registry version (what the console shows), others by content hash.
  rememberRemoteVersion(remote, registryVersionOf(url) ?? contentHash(text));
  save(url, text);
  return jsonResponse(text);
}
