/** Federation container names whose last load failed; a retry re-registers them. */
const failed = new Set<string>();

export function markRemoteFailed(containerName: string): void {
  failed.add(containerName);
}

export function takeRemoteFailure(containerName: string): boolean {
  return failed.delete(containerName);
}
