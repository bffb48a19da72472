// A vertical team's own repository: mf-promotions copied outside the workspace, on the packed
// `shared` installed offline from the local store, type-checked, built and published with the
// pack's own command. The README's "Build a remote outside this repository" is these steps.
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { after, before, test } from 'node:test';
import { ROOT } from './lib/apps.mjs';
import { packShared } from './lib/pack-shared/pack.mjs';
import { pnpmCommand } from './lib/pnpm.mjs';
import { buildRemote } from './lib/publish-remote.mjs';

const source = join(ROOT, 'mf-promotions');
const workspaceShared = JSON.parse(readFileSync(join(ROOT, 'shared', 'package.json'), 'utf8'));
const temp = realpathSync(mkdtempSync(join(tmpdir(), 'outside-remote-')));
const app = join(temp, 'mf-promotions');
let packed;
/** The remote's tests use jest-dom's matchers. */
const TEST_TYPES = ['@testing-library/jest-dom/vitest'];

/** The team's package.json: the remote's own, on the tarball, with the peers the pack names at its pins (the test tools too). */
function teamManifest(tarball) {
  const manifest = JSON.parse(readFileSync(join(source, 'package.json'), 'utf8'));
  const peers = Object.entries(packed.peerDependencies);
  return {
    ...manifest,
    dependencies: { ...manifest.dependencies, shared: `file:../${basename(tarball)}` },
    devDependencies: {
      ...manifest.devDependencies,
      ...Object.fromEntries(peers.filter(([name]) => !manifest.dependencies[name])),
    },
  };
}

before(() => {
  assert.ok(!temp.startsWith(realpathSync(ROOT)), 'the copy is outside the workspace');
  const tarball = packShared(temp);
  packed = JSON.parse(
    execFileSync('tar', ['-xzOf', tarball, 'package/package.json'], { encoding: 'utf8', maxBuffer: 1 << 20 }),
  );
  for (const part of ['src', 'rspack.config.mjs', 'vitest.config.ts'])
    cpSync(join(source, part), join(app, part), { recursive: true });
  writeFileSync(join(app, 'package.json'), JSON.stringify(teamManifest(tarball), null, 2));
  writeFileSync(
    join(app, 'tsconfig.json'),
    JSON.stringify({
      extends: 'shared/tsconfig.remote.json',
      compilerOptions: { types: TEST_TYPES },
      include: ['src'],
    }),
  );
  execFileSync(pnpmCommand(), ['install', '--offline', '--reporter=append-only'], { cwd: app, stdio: 'inherit' });
});

after(() => rmSync(temp, { recursive: true, force: true }));

test('the packed shared is version-named and carries its pins', () => {
  assert.equal(packed.version, workspaceShared.version);
  assert.equal(packed.private, undefined, 'a team may publish it to its own registry');
  for (const name of ['react', 'react-dom', 'jotai', 'styled-components', 'i18next', '@rspack/core'])
    assert.equal(
      packed.peerDependencies[name],
      workspaceShared.dependencies[name] ?? workspaceShared.devDependencies[name],
    );
  assert.equal(packed.dependencies.zod, workspaceShared.dependencies.zod);
  assert.deepEqual(Object.keys(packed.exports), [...Object.keys(workspaceShared.exports), './tsconfig.remote.json']);
});

test("the team's tsc checks the remote against the pack's declarations", () => {
  execFileSync(join(app, 'node_modules', '.bin', 'tsc'), ['-p', 'tsconfig.json', '--noEmit'], {
    cwd: app,
    stdio: 'inherit',
  });
});

test('the build is a federated remote on the packed contract, and publishes', async () => {
  await buildRemote(app, { PLATFORM_SHARED_VERSION: '' });
  const manifest = JSON.parse(readFileSync(join(app, 'dist', 'mf-manifest.json'), 'utf8'));
  assert.equal(manifest.name, 'mf_promotions');
  const config = readFileSync(join(source, 'rspack.config.mjs'), 'utf8');
  const exposed = [...config.matchAll(/'\.\/(\w+)': '\.\/src/g)].map(([, name]) => name).sort();
  assert.ok(exposed.length > 0);
  assert.deepEqual(manifest.exposes.map((entry) => entry.name).sort(), exposed);
  const contracts = manifest.shared.filter((entry) => entry.name.startsWith('shared/'));
  // The stateful entries are the host's; the pure ones (the contract) are bundled, not shared.
  assert.ok(contracts.some((entry) => entry.name === 'shared/state'));
  assert.ok(!contracts.some((entry) => entry.name === 'shared/contract'));
  for (const entry of contracts) {
    assert.equal(entry.version, packed.version, entry.name);
    assert.ok(entry.requiredVersion.includes(packed.version), `${entry.name} ${entry.requiredVersion}`);
  }
  const react = manifest.shared.find((entry) => entry.name === 'react');
  assert.equal(react?.requiredVersion, `^${workspaceShared.dependencies.react}`);

  // The registry's publish call, answered as the API answers it; what the command sends is checked.
  const received = [];
  const registry = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push({ url: request.url, authorization: request.headers.authorization, body: JSON.parse(body) });
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify({
          status_code: 6000,
          message: 'ok',
          data: {
            created: true,
            manifestPath: '/registry/promotions/0123456789abcdef/mf-manifest.json',
            version: { version: '0123456789abcdef', commit: 'abc123', totalBytes: 2048, contractRange: '^1.0.0' },
          },
        }),
      );
    });
  });
  await new Promise((resolve) => registry.listen(0, '127.0.0.1', resolve));
  try {
    const api = `http://127.0.0.1:${registry.address().port}`;
    const output = await new Promise((resolve, reject) => {
      const child = spawn(
        process.execPath,
        [join('node_modules', 'shared', 'scripts', 'publish-built-remote.mjs'), '--api', api, '--commit', 'abc123'],
        { cwd: app, env: { ...process.env, PUBLISH_TOKEN: 'team-ci-session' } },
      );
      let stdout = '';
      child.stdout.on('data', (chunk) => (stdout += chunk));
      child.stderr.pipe(process.stderr);
      child.on('error', reject);
      child.on('exit', (code) => (code === 0 ? resolve(stdout) : reject(new Error(`publish exited ${code}`))));
    });
    assert.match(output, /mf-promotions 已发布新版本 0123456789abcdef/);
    assert.equal(received.length, 1);
    const [call] = received;
    assert.equal(call.url, '/console/api/v1/releases/publish');
    assert.equal(call.authorization, 'Bearer team-ci-session');
    assert.equal(call.body.remote, 'promotions');
    assert.equal(call.body.commit, 'abc123');
    const paths = call.body.files.map((file) => file.path);
    assert.ok(paths.includes('mf-manifest.json') && paths.includes('remoteEntry.js'));
    assert.ok(!paths.some((path) => path.endsWith('.map')), 'source maps stay private');
    const sentManifest = call.body.files.find((file) => file.path === 'mf-manifest.json');
    assert.deepEqual(JSON.parse(Buffer.from(sentManifest.base64, 'base64').toString('utf8')), manifest);
  } finally {
    registry.close();
  }
});

test("the remote's unit tests run on the packed vitest preset and test helpers", () => {
  execFileSync(
    join(app, 'node_modules', '.bin', 'vitest'),
    ['run', 'src/i18n/i18n.test.ts', 'src/features/activity/types/newTask/NewTaskPanel.test.tsx'],
    { cwd: app, stdio: 'inherit' },
  );
});
