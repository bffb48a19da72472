// `shared` as a tarball a vertical team installs in its own repository (npm run pack:shared):
// the entries compiled to ESM with their declarations, the build factory, the vitest preset, the
// publish command and a tsconfig to extend. Nothing of the workspace is needed to use it.
import { execFileSync } from 'node:child_process';
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../apps.mjs';
import { packedManifest } from './packed-manifest.mjs';
import { rewriteTree } from './relative-specifiers.mjs';

const SHIPPED_TESTING = [
  'vitest-preset.mjs',
  'vitest-preset.d.mts',
  'packed-vitest-preset.mjs',
  'packed-vitest-preset.d.mts',
];
/** The publish command and the registry calls it shares with `npm run publish:remote`. */
const SHIPPED_SCRIPTS = ['publish-built-remote.mjs', 'registry-client.mjs'];

/**
 * The tsconfig a team's extends: the workspace's compiler options, and the theme's typing of
 * styled-components (a base config's `files` are its own paths and stay when the team sets `include`).
 */
function remoteTsconfig(root) {
  const { compilerOptions } = JSON.parse(readFileSync(join(root, 'tsconfig.base.json'), 'utf8'));
  return { compilerOptions, files: ['./dist/shared/src/theme/augment.d.ts'] };
}

/**
 * Packs shared/ into `destination` and answers the tarball's path (shared-<version>.tgz). The
 * version is shared/package.json's, the contract version every build of it declares.
 */
export function packShared(destination, root = ROOT) {
  const shared = join(root, 'shared');
  const stage = mkdtempSync(join(tmpdir(), 'shared-pack-'));
  try {
    execFileSync(
      join(shared, 'node_modules', '.bin', 'tsc'),
      ['-p', join(shared, 'tsconfig.pack.json'), '--outDir', join(stage, 'dist')],
      { stdio: 'inherit' },
    );
    // Imported by shared/i18n/testing but typed by a declaration file, so tsc leaves it out.
    mkdirSync(join(stage, 'dist', 'shared', 'scripts'));
    for (const name of ['to-traditional.mjs', 'to-traditional.d.mts'])
      copyFileSync(join(shared, 'scripts', name), join(stage, 'dist', 'shared', 'scripts', name));
    rewriteTree(join(stage, 'dist'), shared);
    cpSync(join(shared, 'build'), join(stage, 'build'), {
      recursive: true,
      filter: (path) => !path.endsWith('.test.mjs'),
    });
    for (const [from, to, names] of [
      [join(shared, 'testing'), join(stage, 'testing'), SHIPPED_TESTING],
      [join(root, 'scripts', 'lib'), join(stage, 'scripts'), SHIPPED_SCRIPTS],
    ]) {
      mkdirSync(to);
      for (const name of names) copyFileSync(join(from, name), join(to, name));
    }
    writeFileSync(join(stage, 'tsconfig.remote.json'), `${JSON.stringify(remoteTsconfig(root), null, 2)}\n`);
    const source = JSON.parse(readFileSync(join(shared, 'package.json'), 'utf8'));
    writeFileSync(join(stage, 'package.json'), `${JSON.stringify(packedManifest(source), null, 2)}\n`);
    mkdirSync(destination, { recursive: true });
    const [packed] = JSON.parse(
      execFileSync('npm', ['pack', '--json', '--pack-destination', destination], {
        cwd: stage,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'inherit'],
      }),
    );
    return join(destination, packed.filename);
  } finally {
    rmSync(stage, { recursive: true, force: true });
  }
}
