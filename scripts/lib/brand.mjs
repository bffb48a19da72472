// Renders a brand definition (host/brands/<name>.json) into the brand.json an operator serves next
// to the host's index.html: the {{api}}, {{chat}} and {{remote:<name>}} placeholders become the
// addresses of this deployment.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './apps.mjs';

const BRANDS_DIR = join(ROOT, 'host', 'brands');

export function brandNames() {
  return readdirSync(BRANDS_DIR)
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length));
}

/** The brand a launch script serves: BRAND (default 'default'); an unknown one ends the script with the known ones. */
export function brandFromEnv() {
  const brand = process.env.BRAND ?? 'default';
  if (!brandNames().includes(brand)) {
    console.error(`未知品牌 BRAND=${brand}。可用品牌：${brandNames().join(', ')}`);
    process.exit(1);
  }
  return brand;
}

export function renderBrand(name, ports, hostname = '127.0.0.1') {
  if (!brandNames().includes(name)) {
    throw new Error(`unknown brand "${name}"; known: ${brandNames().join(', ')}`);
  }
  const text = readFileSync(join(BRANDS_DIR, `${name}.json`), 'utf8')
    .replaceAll('{{api}}', `http://${hostname}:${ports.api}`)
    .replaceAll('{{chat}}', `ws://${hostname}:${ports.api}/stream`)
    .replace(/\{\{remote:([a-z]+)\}\}/g, (_, remote) => {
      if (!(remote in ports)) throw new Error(`brand ${name}: no port for remote ${remote}`);
      return `http://${hostname}:${ports[remote]}/mf-manifest.json`;
    });
  return JSON.parse(text);
}
