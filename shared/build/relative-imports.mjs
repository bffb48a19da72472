// The modules a file reaches through relative imports, as the bundler would include them: package
// specifiers (`shared/i18n`, `react`) are where the walk stops, since federation may route those to
// the host; type-only imports are erased by the compiler and bundle nothing.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

// import x from './a'; export { y } from '../b'; import './c'; import('./d') — with the clause
// before `from` on one or several lines.
const STATIC = /(?:^|[\n;])\s*(import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?'([^']+)'/g;
const DYNAMIC = /\bimport\(\s*'([^']+)'\s*\)/g;
const EXTENSIONS = ['.ts', '.tsx', '.mjs', '.js', '.json', '/index.ts', '/index.tsx'];

function resolveRelative(from, specifier) {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, ...EXTENSIONS.map((extension) => base + extension)]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  throw new Error(`${from}: cannot resolve ${specifier}`);
}

/** The relative specifiers of one file's source that bundle code (type-only ones left out). */
export function relativeImportsOf(source) {
  const found = [];
  for (const [, , typeOnly, specifier] of source.matchAll(STATIC)) {
    if (!typeOnly && specifier.startsWith('.')) found.push(specifier);
  }
  for (const [, specifier] of source.matchAll(DYNAMIC)) {
    if (specifier.startsWith('.')) found.push(specifier);
  }
  return found;
}

/**
 * Every module `entryFile` reaches by relative imports, each with the chain that reaches it
 * (absolute paths, entry first).
 * @returns {Map<string, string[]>}
 */
export function relativeImportGraph(entryFile) {
  const chains = new Map([[entryFile, [entryFile]]]);
  const queue = [entryFile];
  while (queue.length > 0) {
    const file = queue.shift();
    if (file.endsWith('.json')) continue;
    for (const specifier of relativeImportsOf(readFileSync(file, 'utf8'))) {
      const target = resolveRelative(file, specifier);
      if (chains.has(target)) continue;
      chains.set(target, [...chains.get(file), target]);
      queue.push(target);
    }
  }
  return chains;
}
