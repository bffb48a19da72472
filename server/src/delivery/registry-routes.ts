import type { FastifyInstance } from 'fastify';
import { DELIVERY_REMOTES_PATH, OVERRIDE_QUERY, REGISTRY_PATH, deliveryRemotesSchema } from 'shared/contract';
import type { Database } from '../db/database';
import type { BlobStore } from './blob-store';
import { contentTypeOf } from './content-types';
import { grantedOverride, type RemoteOverrideOptions } from './remote-overrides';
import { resolveRemotes } from './resolve-remotes';
import { findVersion, type VersionFile } from './version-store';

/** A version's files never change: a year, and the browser need not even ask again. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The pins may change at any time: a page load a few seconds later sees the change. */
export const DELIVERY_MAX_AGE_SECONDS = 5;
const KEPT_VERSIONS = 200;

/**
 * The registry's two public routes, both outside the signed API (a browser's script and manifest
 * loads carry no headers): the files of a version, and each visitor's map of remote versions.
 * CORS comes from the app's one CORS registration (the brands' origins).
 */
export function registerRegistryRoutes(
  app: FastifyInstance,
  db: Database,
  blobs: BlobStore,
  overrides: RemoteOverrideOptions,
): void {
  // Versions are immutable, so their file lists are kept once read (the newest few hundred).
  const fileLists = new Map<string, Map<string, VersionFile> | null>();
  async function filesOf(remote: string, version: string): Promise<Map<string, VersionFile> | null> {
    const key = `${remote}/${version}`;
    const kept = fileLists.get(key);
    if (kept !== undefined) return kept;
    const found = await findVersion(db, remote, version);
    const files = found === null ? null : new Map(found.files.map((file) => [file.path, file]));
    // An unknown version may be published a moment later: only found ones are kept.
    if (files !== null) {
      if (fileLists.size >= KEPT_VERSIONS) fileLists.delete(fileLists.keys().next().value!);
      fileLists.set(key, files);
    }
    return files;
  }

  app.get<{ Params: { remote: string; version: string; '*': string } }>(
    `${REGISTRY_PATH}/:remote/:version/*`,
    async (request, reply) => {
      const { remote, version } = request.params;
      const file = (await filesOf(remote, version))?.get(request.params['*']);
      const bytes = file === undefined ? null : await blobs.get(file.sha256);
      if (file === undefined || bytes === null) return reply.code(404).header('cache-control', 'no-store').send();
      return reply
        .header('content-type', contentTypeOf(file.path))
        .header('cache-control', IMMUTABLE)
        .header('x-content-type-options', 'nosniff')
        .header('etag', `"${file.sha256}"`)
        .send(bytes);
    },
  );

  app.get<{ Querystring: { site?: string; visitor?: string; [OVERRIDE_QUERY]?: string } }>(
    DELIVERY_REMOTES_PATH,
    async (request, reply) => {
      const site = String(request.query.site ?? '').slice(0, 32);
      const visitor = String(request.query.visitor ?? '').slice(0, 128);
      const answer = deliveryRemotesSchema.parse(await resolveRemotes(db, site, visitor));
      const token = request.query[OVERRIDE_QUERY];
      if (token === undefined) {
        return reply
          .header('cache-control', `public, max-age=${DELIVERY_MAX_AGE_SECONDS}`)
          .header('vary', 'Origin')
          .send(answer);
      }
      // A developer override (one browser): an invalid, expired or revoked token gets the normal map.
      const granted = await grantedOverride(db, overrides, String(token), site);
      if (granted !== null) {
        delete answer.remotes[granted.remote];
        answer.override = {
          remote: granted.remote,
          address: granted.address,
          expiresAt: granted.expiresAt.toISOString(),
          version: 'override',
        };
      }
      // Never kept by a shared cache, nor past a revocation by the browser.
      return reply.header('cache-control', 'private, no-store').header('vary', 'Origin').send(answer);
    },
  );
}
