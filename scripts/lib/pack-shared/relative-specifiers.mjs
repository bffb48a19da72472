// The packed `shared` is ESM that runs outside a bundler's TypeScript rule: rspack resolves the
// imports of a "type": "module" package fully specified (no extension guessing), like Node does.
// tsc keeps the sources' extensionless imports, so each relative one gets the file it means, and so
// does a file of a package without an exports map (crypto-js/aes → crypto-js/aes.js).
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';

// `from './x'`, `import './x'`, `import('./x')` (also with a webpackChunkName comment), and in
// declaration files `import("./x").Type`.
const IMPORT = /(\bfrom\s*|\bimport\s*|\bimport\s*\(\s*(?:\/\*[^*]*\*\/\s*)?)(['"])([^'"\n]+)\2/g;
const isFile = (path) => existsSync(path) && statSync(path).isFile();
const readManifest = (dir) => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));

/** A file inside a package, by the package's name: `crypto-js/aes`, `@scope/name/file`. */
const DEEP = /^((?:@[^/]+\/)?[^/.@][^/]*)\/(.+)$/;

/**
 * The specifier `spec` (relative, in a file of `fromDir`) as it names an emitted file: `./x` →
 * `./x.js` or `./x/index.js`; one that already names a file (`./zh-CN.json`) stays.
 * `emitted(path)` says whether the pack has that file.
 */
export function fullySpecified(spec, fromDir, emitted) {
  const target = resolve(fromDir, spec);
  if (emitted(`${target}.js`)) return `${spec}.js`;
  if (emitted(join(target, 'index.js'))) return `${spec.replace(/\/$/, '')}/index.js`;
  if (emitted(target)) return spec;
  throw new Error(`${spec} (from ${fromDir}) names no file of the pack`);
}

/**
 * A package file named without its extension (`crypto-js/aes`) as `…/aes.js`, when the package has
 * no exports map (one with a map names its own entries). `packageDir(name)`: its folder, or null;
 * `manifestOf(dir)`: its package.json.
 */
export function deepFileSpecified(spec, packageDir, fileExists = isFile, manifestOf = readManifest) {
  const [, name, file] = DEEP.exec(spec) ?? [];
  if (!name || !file || /\.[cm]?js$|\.json$/.test(file)) return spec;
  const dir = packageDir(name);
  if (!dir || manifestOf(dir).exports) return spec;
  return fileExists(join(dir, `${file}.js`)) ? `${spec}.js` : spec;
}

/** Rewrites one emitted file's text. */
export function rewriteSpecifiers(text, fromDir, emitted, packageDir = () => null) {
  return text.replace(IMPORT, (_, lead, quote, spec) => {
    const specified = spec.startsWith('.')
      ? fullySpecified(spec, fromDir, emitted)
      : deepFileSpecified(spec, packageDir);
    return `${lead}${quote}${specified}${quote}`;
  });
}

/** Every .js and .d.ts under `dir`, rewritten in place; packages are found from `sharedDir`. */
export function rewriteTree(dir, sharedDir) {
  const require = createRequire(join(sharedDir, 'package.json'));
  const packageDir = (name) => {
    try {
      return dirname(require.resolve(`${name}/package.json`));
    } catch {
      return null;
    }
  };
  for (const name of readdirSync(dir, { recursive: true })) {
    const file = join(dir, String(name));
    if (!/\.(js|d\.ts)$/.test(file)) continue;
    const text = readFileSync(file, 'utf8');
    const rewritten = rewriteSpecifiers(text, dirname(file), isFile, packageDir);
    if (rewritten !== text) writeFileSync(file, rewritten);
  }
}
