import { parseBrandConfig, type BrandConfigResult } from './brand';

/** Where the host looks for its brand config: next to index.html. */
export const BRAND_CONFIG_FILE = 'brand.json';

/**
 * Fetches and validates the brand config; every failure names what is wrong, in Chinese. `request`
 * is the fetch when the page started it already (the host asks for it before its script has run).
 */
export async function loadBrandConfig(
  url: string = `/${BRAND_CONFIG_FILE}`,
  request: Promise<Response> = fetch(url, { cache: 'no-store' }),
): Promise<BrandConfigResult> {
  let response: Response;
  try {
    response = await request;
  } catch {
    return { ok: false, field: BRAND_CONFIG_FILE, message: '无法读取品牌配置文件，请检查网络' };
  }
  if (!response.ok) {
    return { ok: false, field: BRAND_CONFIG_FILE, message: `品牌配置文件读取失败（HTTP ${response.status}）` };
  }
  let raw: unknown;
  try {
    raw = await response.json();
  } catch {
    return { ok: false, field: BRAND_CONFIG_FILE, message: '品牌配置文件不是有效的 JSON' };
  }
  return parseBrandConfig(raw);
}
