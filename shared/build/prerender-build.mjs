// The Node.js build of an app's own source: the host's prerender (dist-prerender/), which the page
// server runs to put the home page's first screen in its HTML (docs/decisions/0021-prerendered-home.md).
import rspack from '@rspack/core';

/**
 * From the same files with the same transforms as the browser's build (`rules`, `plugins`): one
 * file, its modules bundled but for happy-dom, the page the render runs in.
 * @param {{ dir: string, entry: string, rules: object[], plugins: object[] }} options
 */
export function prerenderBuild({ dir, entry, rules, plugins }) {
  return {
    name: 'prerender',
    context: dir,
    target: 'node20',
    mode: 'production',
    devtool: false,
    entry: { prerender: entry },
    output: {
      path: `${dir}/dist-prerender`,
      clean: true,
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    module: { rules },
    // supports-color: an optional colouring of axios's debug logs, absent on purpose.
    externals: { 'happy-dom': 'commonjs happy-dom', 'supports-color': 'commonjs supports-color' },
    plugins: [...plugins, new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
