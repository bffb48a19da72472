// The package.json of the packed `shared`: what a vertical team's own repository installs.

/**
 * Libraries of which a page must hold one copy, shared by the host, every remote and `shared`:
 * the federation singletons (shared/build), and the team's build and test tools, which the build
 * factory and the vitest preset load from the team's own install.
 */
const PEERS = ['react', 'react-dom', 'jotai', 'styled-components', 'i18next'];
const BUILD_PEERS = [
  '@rspack/core',
  '@rspack/plugin-react-refresh',
  'react-refresh',
  '@module-federation/enhanced',
  '@swc/plugin-styled-components',
];
const TEST_PEERS = ['vitest', 'happy-dom', '@testing-library/react', '@testing-library/jest-dom', 'opencc-js'];

/** `./src/ui/index.ts` → `./dist/shared/src/ui/index`: where tsc emitted a source entry (dist/ mirrors the repository, as shared's remote names come from scripts/lib). */
const emittedBase = (source) => `./dist/shared/${source.slice(2).replace(/\.tsx?$/, '')}`;

function packedExports(exports) {
  return Object.fromEntries(
    Object.entries(exports).map(([key, target]) => [
      key,
      /\.tsx?$/.test(target) ? { types: `${emittedBase(target)}.d.ts`, default: `${emittedBase(target)}.js` } : target,
    ]),
  );
}

function pick(versions, names) {
  return Object.fromEntries(
    names.map((name) => {
      const version = versions[name];
      if (!version) throw new Error(`shared/package.json does not pin ${name}`);
      return [name, version];
    }),
  );
}

/**
 * `source`: shared/package.json. The version stays (it is the contract version every build
 * declares); the entries point at the compiled files; the libraries only `shared` itself imports
 * are its dependencies, the ones a page holds once are peers at the host's exact versions.
 */
export function packedManifest(source) {
  const peers = [...PEERS, ...BUILD_PEERS, ...TEST_PEERS];
  const all = { ...source.dependencies, ...source.devDependencies };
  const own = Object.keys(source.dependencies).filter((name) => !peers.includes(name));
  return {
    name: source.name,
    version: source.version,
    description:
      'The platform contract, API client, UI kit and build factory for a remote built outside its repository.',
    type: source.type,
    sideEffects: source.sideEffects,
    // The tsconfig too: a team's tsconfig extends it by package name, which TypeScript resolves through the exports.
    exports: {
      ...packedExports(source.exports),
      // The preset as the workspace's, with the setup file compiled and shared's files transformed.
      './testing/vitest-preset': './testing/packed-vitest-preset.mjs',
      './tsconfig.remote.json': './tsconfig.remote.json',
    },
    files: ['dist', 'build', 'testing', 'scripts', 'tsconfig.remote.json'],
    dependencies: pick(source.dependencies, own),
    peerDependencies: pick(all, peers),
    peerDependenciesMeta: Object.fromEntries(TEST_PEERS.map((name) => [name, { optional: true }])),
  };
}
