// `npm run pack:shared [-- --out <folder>]`: writes shared-<version>.tgz (default: this folder),
// the package a vertical team installs to build and publish a remote from its own repository
// (README "Build a remote outside this repository").
import { resolve } from 'node:path';
import { packShared } from './lib/pack-shared/pack.mjs';

const args = process.argv.slice(2);
const outIndex = args.indexOf('--out');
const destination = resolve(outIndex >= 0 ? (args[outIndex + 1] ?? '.') : '.');

try {
  console.log(`› ${packShared(destination)}`);
} catch (error) {
  console.error(`打包 shared 失败：${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
