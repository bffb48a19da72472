/** Federation container names whose last load failed; a retry re-registers them. */
const failed = new Set<string>();
/** Remotes whose manifest requires a `shared` contract this host does not provide. */
const incompatible = new Set<string>();
/** Origin (or registry folder) of each registered remote → its container name, to tell whose script failed. */
const origins = new Map<string, string>();

/** Each remote's manifest content hash as last loaded: the version its loads are reported under. */
const versions = new Map<string, string>();

export function rememberRemoteVersion(containerName: string, version: string): void {
  versions.set(containerName, version);
}

export function remoteVersion(containerName: string): string {
  return versions.get(containerName) ?? '';
}

export function markRemoteFailed(containerName: string): void {
  failed.add(containerName);
}

export function takeRemoteFailure(containerName: string): boolean {
  return failed.delete(containerName);
}

export function markRemoteIncompatible(containerName: string, value: boolean): void {
  if (value) incompatible.add(containerName);
  else incompatible.delete(containerName);
}

export function isRemoteIncompatible(containerName: string): boolean {
  return incompatible.has(containerName);
}

/**
 * Where a remote's files come from: its own origin, or (for a registry version, whose origin is the
 * API's and serves every remote) its folder of the registry on that origin.
 */
function addressPrefix(url: URL): string {
  const registry = /^\/registry\/[a-z]+\//.exec(url.pathname);
  return registry ? `${url.origin}${registry[0]}` : url.origin;
}

export function rememberRemoteOrigin(containerName: string, address: string): void {
  try {
    origins.set(addressPrefix(new URL(address, globalThis.location?.href)), containerName);
  } catch {
    // An address that does not parse never loads either; nothing to attribute.
  }
}

/** The remote a script or manifest address belongs to (by origin or registry folder), or null for the host's own. */
export function remoteOfAddress(address: string): string | null {
  try {
    return origins.get(addressPrefix(new URL(address, globalThis.location?.href))) ?? null;
  } catch {
    return null;
  }
}
