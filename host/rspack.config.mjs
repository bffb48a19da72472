import { federatedApp } from 'shared/build';
import { portsFromEnv } from '../scripts/lib/apps.mjs';
import { renderBrand } from '../scripts/lib/brand.mjs';

export default federatedApp({
  dir: import.meta.dirname,
  kind: 'host',
  name: 'host',
  title: '星耀体育',
  devPort: 8080,
  // The page server renders the home page's first screen with this build (docs/decisions/0021-prerendered-home.md).
  prerender: './src/prerender/node-entry.ts',
  // `pnpm --filter host dev` serves BRAND (default: default) for remotes on their usual ports;
  // production deployments serve their own brand.json next to index.html.
  devBrand: () => renderBrand(process.env.BRAND ?? 'default', portsFromEnv()),
});
