// The whole site from production builds: the API server, then the host and every remote on its
// own origin. Used by `npm start` and the e2e suite, so both run the same deployment.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, apps, consoleApp } from './apps.mjs';
import { renderBrand } from './brand.mjs';
import { contentSecurityPolicy } from './content-security-policy.mjs';
import { pageInlineScripts } from './inline-scripts.mjs';
import { startApiServer } from './api-server.mjs';
import { startStaticServer } from './static-server.mjs';
import { homePrerender } from './prerender/home-prerender.mjs';
import { OVERRIDE_LINK_PATH, heldOverrideAddresses, overrideLinkRoute, siteOverrideKeys } from './site-override.mjs';

/**
 * @param {import('node:crypto').KeyObject | null} [overridePublicKey] verifies developer overrides
 *   (site-override.mjs); without it no override is admitted and /__override sets nothing.
 */
export function appServerOptions(app, ports, brandJson, overridePublicKey = null) {
  const root = join(ROOT, app.dir, 'dist');
  if (!existsSync(join(root, 'index.html'))) throw new Error(`${app.dir} is not built (no dist/index.html)`);
  const key = app.remote ?? 'host';
  /** @type {Record<string, () => string>} */
  const overrides = {};
  if (app.remote === null) overrides['/brand.json'] = () => brandJson();
  const brandNow = () => {
    try {
      const brand = JSON.parse(brandJson());
      return typeof brand === 'object' ? brand : null;
    } catch {
      return null;
    }
  };
  // Every app's pages (the host's and the remotes' own) get the policy of the brand being served;
  // a brand.json that does not parse (the host then shows its config error) leaves 'self' only, with
  // the page's own inline scripts. A browser holding a valid developer override of this brand gets
  // its address admitted too.
  const inlineScripts = pageInlineScripts(join(root, 'index.html'));
  const pagePolicy = (req) => {
    const brand = brandNow();
    const held = req && brand ? heldOverrideAddresses(req, overridePublicKey, String(brand.siteId ?? '')) : [];
    return contentSecurityPolicy(brand, held, inlineScripts());
  };
  const routes =
    app.remote === null
      ? { [OVERRIDE_LINK_PATH]: overrideLinkRoute(overridePublicKey, () => String(brandNow()?.siteId ?? '')) }
      : {};
  // The host's home page with its first screen in the HTML, when the build has its prerender.
  const bundle = join(ROOT, app.dir, 'dist-prerender', 'prerender.cjs');
  const homePage =
    app.remote === null && existsSync(bundle)
      ? homePrerender({
          bundle,
          template: join(root, 'index.html'),
          pageUrl: `http://127.0.0.1:${ports[key]}/`,
          brandJson,
        })
      : undefined;
  homePage?.warm();
  return {
    root,
    port: ports[key],
    spa: app.remote === null,
    overrides,
    pagePolicy,
    routes,
    ...(homePage ? { homePage } : {}),
  };
}

/**
 * The operator console's page server: its build, /console.json naming the console API (the same
 * API server, under its own path prefix), and a policy that lets the page call that API only.
 * @param {string} apiUrl
 * @param {number} port
 */
export function consoleServerOptions(apiUrl, port) {
  const root = join(ROOT, consoleApp.dir, 'dist');
  if (!existsSync(join(root, 'index.html'))) throw new Error(`${consoleApp.dir} is not built (no dist/index.html)`);
  const config = JSON.stringify({ apiBaseUrl: apiUrl });
  return {
    root,
    port,
    spa: true,
    overrides: { '/console.json': () => config },
    pagePolicy: () => contentSecurityPolicy({ apiBaseUrl: apiUrl }),
  };
}

/**
 * @param {{ ports: Record<string, number>, brand: string, apiEnv?: Record<string,string> }} options
 */
export async function startSite({ ports, brand, apiEnv = {} }) {
  let brandConfig = renderBrand(brand, ports);
  // The API signs developer overrides with the private key; the page servers verify with the public one.
  const overrideKeys = siteOverrideKeys({ ...process.env, ...apiEnv });
  const api = await startApiServer({
    port: ports.api,
    env: { ...apiEnv, OVERRIDE_SIGNING_KEY: overrideKeys.signingKey },
  });
  const servers = {};
  try {
    for (const app of apps) {
      servers[app.remote ?? 'host'] = await startStaticServer(
        appServerOptions(app, ports, () => JSON.stringify(brandConfig), overrideKeys.publicKey),
      );
    }
    servers.console = await startStaticServer(consoleServerOptions(api.url, ports.console));
  } catch (error) {
    await Promise.all([api.close(), ...Object.values(servers).map((s) => s.close())]);
    throw error;
  }
  return {
    url: servers.host.url,
    api,
    servers,
    setBrand(next) {
      brandConfig = next;
    },
    async close() {
      await Promise.all(Object.values(servers).map((server) => server.close()));
      await api.close();
    },
  };
}
