import type { FastifyInstance } from 'fastify';
import { consoleReleasePublish, type RemoteVersion } from 'shared/contract/console';
import { consoleOk } from './console-calls';

const b64 = (text: string) => Buffer.from(text).toString('base64');

/**
 * A remote's federated build as the bundler writes it, as the publish call carries it: a manifest
 * naming its `shared` range, an entry and a chunk whose text makes each build's content its own.
 */
export function federatedBuild(remote: string, text: string, range = '^1.0.0') {
  const manifest = {
    id: `mf_${remote}`,
    name: `mf_${remote}`,
    metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
    shared: [
      { name: 'react', requiredVersion: '^19.0.0' },
      { name: 'shared/ui', requiredVersion: range },
      { name: 'shared/contract', requiredVersion: range },
    ],
    exposes: [{ name: 'GameCatalogue', path: './GameCatalogue' }],
  };
  return [
    { path: 'mf-manifest.json', base64: b64(JSON.stringify(manifest)) },
    { path: 'remoteEntry.js', base64: b64(`var mf_${remote}={};`) },
    { path: 'chunks/page.1234abcd.js', base64: b64(`console.log(${JSON.stringify(text)});`) },
  ];
}

/** Publishes a build of `remote` made from `text` as `token`'s operator; answers its version id. */
export async function publishBuild(
  app: FastifyInstance,
  token: string,
  remote: RemoteVersion['remote'],
  text: string,
): Promise<string> {
  const answer = await consoleOk(
    app,
    consoleReleasePublish,
    { remote, commit: '', files: federatedBuild(remote, text) },
    token,
  );
  return answer.version.version;
}
