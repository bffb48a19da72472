import { createHash } from 'node:crypto';
import {
  ResponseCode,
  SHARED_CONTRACT_VERSION,
  hostMeets,
  registryManifestPath,
  sharedRequirementsOf,
  type SharedRequirement,
} from 'shared/contract';
import type { RemoteVersion } from 'shared/contract/console';
import type { Database } from '../db/database';
import { DomainError } from '../domain/domain-error';
import { appendAudit, type AuditActor } from '../operators/audit-log';
import { BlobStore } from './blob-store';
import { findVersion, insertVersion, publicVersion, type StoredVersion, type VersionFile } from './version-store';

export interface PublishInput {
  remote: RemoteVersion['remote'];
  commit: string;
  files: { path: string; base64: string }[];
}

export interface PublishResult {
  version: RemoteVersion;
  created: boolean;
  manifestPath: string;
}

/**
 * The `shared` contracts the brands' hosts provide. Every brand runs the host built from this
 * repository, so it is the one this server was built with.
 */
export const HOST_CONTRACTS: readonly string[] = [SHARED_CONTRACT_VERSION];

interface Manifest {
  name?: unknown;
  exposes?: { name?: unknown; path?: unknown }[];
}

function notABuild(detail: string): DomainError {
  return new DomainError(ResponseCode.RELEASE_NOT_A_BUILD, `发布包无效：${detail}`);
}

function readManifest(remote: string, files: Map<string, Buffer>): Manifest {
  const text = files.get('mf-manifest.json');
  if (text === undefined) throw notABuild('缺少 mf-manifest.json');
  if (!files.has('remoteEntry.js')) throw notABuild('缺少 remoteEntry.js');
  let manifest: Manifest;
  try {
    manifest = JSON.parse(text.toString('utf8')) as Manifest;
  } catch {
    throw notABuild('mf-manifest.json 不是有效的 JSON');
  }
  if (manifest.name !== `mf_${remote}`) throw notABuild(`清单名称是 ${String(manifest.name)}，不是 mf_${remote}`);
  return manifest;
}

/**
 * What a build needs of the host's `shared`: the one range of its singletons (the host's own
 * instances), which is the version's contract range, and every entry to check (8091 when the
 * singletons declare no range or several). Its pure entries come with the build (its own copies when
 * the host's are older), so they only need the host's major.
 */
function contractOf(manifest: Manifest): { range: string; requirements: SharedRequirement[] } {
  const requirements = sharedRequirementsOf(manifest);
  const ranges = new Set(requirements.filter((entry) => entry.singleton).map((entry) => entry.requiredVersion));
  if (ranges.size !== 1 || ranges.has('') || requirements.some((entry) => entry.requiredVersion === ''))
    throw notABuild('清单没有声明唯一的 shared 契约版本范围');
  return { range: [...ranges][0]!, requirements };
}

function exposesOf(manifest: Manifest): string[] {
  return (Array.isArray(manifest.exposes) ? manifest.exposes : []).flatMap((entry) =>
    typeof entry.path === 'string' ? [entry.path] : typeof entry.name === 'string' ? [`./${entry.name}`] : [],
  );
}

/** The version id: the SHA-256 over the sorted file list with each file's own SHA-256, first 16 hex digits. */
export function versionIdOf(files: readonly VersionFile[]): string {
  const hash = createHash('sha256');
  for (const file of [...files].sort((a, b) => (a.path < b.path ? -1 : 1)))
    hash.update(`${file.path}\0${file.sha256}\n`);
  return hash.digest('hex').slice(0, 16);
}

/**
 * Publishes a remote's build as an immutable version. The build is checked before anything is kept:
 * it must be that remote's federated build (8091) and need a `shared` contract some host provides
 * (8090: of the same major, and satisfying its singletons' range), so no browser can be pointed at
 * a build that cannot run. The same content published again answers the version already kept, with
 * no second record or audit row.
 */
export async function publishVersion(
  db: Database,
  blobs: BlobStore,
  actor: AuditActor,
  input: PublishInput,
  now: Date,
  hostContracts: readonly string[] = HOST_CONTRACTS,
): Promise<PublishResult> {
  const bytes = new Map<string, Buffer>();
  for (const file of input.files) {
    if (bytes.has(file.path)) throw notABuild(`文件重复：${file.path}`);
    bytes.set(file.path, Buffer.from(file.base64, 'base64'));
  }
  const manifest = readManifest(input.remote, bytes);
  const { range: contractRange, requirements } = contractOf(manifest);
  if (!hostContracts.some((provided) => requirements.every((entry) => hostMeets(provided, entry)))) {
    const unmet =
      requirements.find((entry) => !hostContracts.some((provided) => hostMeets(provided, entry)))?.requiredVersion ??
      contractRange;
    throw new DomainError(
      ResponseCode.RELEASE_CONTRACT_UNMET,
      `该版本需要 shared ${unmet}，而品牌的主应用提供的是 ${hostContracts.join('、')}，已拒绝发布`,
    );
  }
  const files: VersionFile[] = [...bytes].map(([path, content]) => ({
    path,
    sha256: BlobStore.hashOf(content),
    bytes: content.length,
  }));
  const version = versionIdOf(files);
  const manifestPath = registryManifestPath(input.remote, version);
  const existing = await findVersion(db, input.remote, version);
  if (existing !== null) return { version: publicVersion(existing), created: false, manifestPath };

  // Files first: a record is only ever written for a version whose every file is on disk.
  for (const [index, file] of files.entries()) await blobs.put(file.sha256, bytes.get(files[index]!.path)!);
  const record: StoredVersion = {
    remote: input.remote,
    version,
    commit: input.commit,
    contractRange,
    exposes: exposesOf(manifest),
    totalBytes: files.reduce((sum, file) => sum + file.bytes, 0),
    createdAt: now.toISOString(),
    createdBy: actor.operatorName,
    files,
  };
  const created = await db.transaction(async (tx) => {
    const inserted = await insertVersion(tx, record);
    if (inserted) {
      await appendAudit(
        tx,
        actor,
        { action: 'release.publish', target: `remote:${input.remote}:${version}`, after: publicVersion(record) },
        now,
      );
    }
    return inserted;
  });
  return {
    version: publicVersion(created ? record : ((await findVersion(db, input.remote, version)) ?? record)),
    created,
    manifestPath,
  };
}
