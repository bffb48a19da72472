import type { RemoteVersion } from 'shared/contract/console';
import { formatBeijingTime } from 'shared/format';

/** A version in a line: its id, commit and size (the id is the content hash the browsers report). */
export function versionLine(version: RemoteVersion): string {
  return `${version.version} · ${buildText(version)}`;
}

/** What a version was built from and how large it is: commit (when known) and size. */
export function buildText(version: RemoteVersion): string {
  const size = sizeText(version.totalBytes);
  return version.commit === '' ? size : `${version.commit.slice(0, 12)} · ${size}`;
}

export function sizeText(bytes: number): string {
  return `${(bytes / 1024).toFixed(0)} KiB`;
}

/** When and by whom a version was published. */
export function publishedText(version: RemoteVersion): string {
  return `${formatBeijingTime(version.createdAt)} · ${version.createdBy}`;
}
