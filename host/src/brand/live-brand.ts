import { overlayLiveBrand, parseLiveBrand, type BrandConfig } from 'shared/config';
import { siteBrandConfig } from 'shared/contract';
import { queueDiagnostic } from 'shared/diagnostics';

/** Why the live config was not used, as the page reports it (问题查询, the browser reports). */
function reportKept(message: string): void {
  console.warn(`[brand] ${message}`);
  queueDiagnostic({
    kind: 'error',
    message: message.slice(0, 300),
    source: 'brand-config',
    stack: '',
    at: new Date().toISOString(),
  });
}

/**
 * The brand config this page runs: brand.json with the site's live configuration (console 品牌配置)
 * laid over it. The file's config stays whole when the call fails, when the site has no stored
 * config, or when the stored one does not pass the brand schema: never a blank page for a bad save.
 */
export async function withLiveBrand(file: BrandConfig): Promise<BrandConfig> {
  let answer: { version: number | null; config: unknown };
  try {
    const { fetchEndpoint } = await import('shared/query');
    answer = await fetchEndpoint(siteBrandConfig, {});
  } catch (error) {
    reportKept(`品牌实时配置读取失败，沿用 brand.json：${error instanceof Error ? error.message : String(error)}`);
    return file;
  }
  if (answer.version === null) return file;
  const live = parseLiveBrand(answer.config);
  if (!live.ok) {
    reportKept(`品牌实时配置 v${answer.version} 不正确（${live.field}：${live.message}），沿用 brand.json`);
    return file;
  }
  const merged = overlayLiveBrand(file, live.live);
  if (!merged.ok) {
    reportKept(
      `品牌实时配置 v${answer.version} 与 brand.json 不符（${merged.field}：${merged.message}），沿用 brand.json`,
    );
    return file;
  }
  return merged.config;
}
