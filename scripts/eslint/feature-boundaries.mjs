// A feature's folder is private: code outside `features/B/` imports B only through its index
// (`features/B` or `features/B/index`), so a feature can reorganise its files without breaking
// others. Dynamic import() may name a page file directly: a lazy chunk should hold that page alone.
import path from 'node:path';

const FEATURES = `${path.sep}features${path.sep}`;

/** The feature folder a path lies in (`…/src/features/B`) and the rest of the path inside it. */
export function featureOf(file) {
  const at = file.lastIndexOf(FEATURES);
  if (at === -1) return null;
  const afterFeatures = file.slice(at + FEATURES.length);
  const [name, ...rest] = afterFeatures.split(path.sep);
  if (!name) return null;
  return { root: file.slice(0, at + FEATURES.length) + name, inner: rest.join(path.sep) };
}

/** Whether `source`, imported from `file`, reaches into another feature's files. */
export function reachesIn(file, source) {
  if (!source.startsWith('.')) return false;
  const target = featureOf(path.resolve(path.dirname(file), source));
  if (!target) return false;
  const own = featureOf(file);
  if (own && own.root === target.root) return false;
  const inner = target.inner.replace(/\.(ts|tsx|js|mjs)$/, '');
  return inner !== '' && inner !== 'index';
}

export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Import another feature only through its index, never its files.' },
    messages: { reachesIn: "'{{source}}' reaches into another feature's files: import it from the feature's index." },
    schema: [],
  },
  create(context) {
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source === 'string' && reachesIn(context.filename, source)) {
        context.report({ node: node.source, messageId: 'reachesIn', data: { source } });
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};
