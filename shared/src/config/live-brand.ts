import { z } from 'zod/mini';
import { remoteNames } from '../remotes/names';
import { brandConfigSchema, parseBrandConfig, type BrandConfig, type BrandConfigInput } from './brand';

/**
 * The part of a brand config an operator edits live in the console (品牌配置): everything but the
 * deployment's identity and addresses. The brand name, site id, API and chat addresses, the
 * obfuscation mode and each remote's manifest address stay in the brand.json served beside the host;
 * the live part names which of those remotes the brand includes. The same schema checks the console's
 * editor, the server's save and the host's overlay.
 */
export const liveBrandSchema = z.object({
  ...z.pick(brandConfigSchema, {
    siteName: true,
    defaultLanguage: true,
    defaultEdition: true,
    theme: true,
    permanentUrl: true,
    downloadUrl: true,
    quickStakes: true,
    flags: true,
  }).shape,
  /** The remotes the brand includes, among those the deployment gives an address. */
  remotes: z.array(z.enum(remoteNames)).check(z.refine((list) => new Set(list).size === list.length, '远程模块重复')),
});
export type LiveBrand = z.output<typeof liveBrandSchema>;
export type LiveBrandInput = z.input<typeof liveBrandSchema>;

export type LiveBrandResult = { ok: true; live: LiveBrand } | { ok: false; field: string; message: string };

/** Checks a live config; a refusal names the first wrong field (flags.depositEnabled) in Chinese. */
export function parseLiveBrand(raw: unknown): LiveBrandResult {
  const parsed = liveBrandSchema.safeParse(raw);
  if (parsed.success) return { ok: true, live: parsed.data };
  const issue = parsed.error.issues[0];
  const field = issue && issue.path.length > 0 ? issue.path.map(String).join('.') : '(根对象)';
  return { ok: false, field, message: issue?.message ?? '格式错误' };
}

/** The live part of a brand file (host/brands/<name>.json): what the database is seeded with. */
export function liveBrandOf(file: BrandConfigInput): LiveBrandInput {
  return {
    siteName: file.siteName,
    ...(file.defaultLanguage === undefined ? {} : { defaultLanguage: file.defaultLanguage }),
    ...(file.defaultEdition === undefined ? {} : { defaultEdition: file.defaultEdition }),
    ...(file.theme === undefined ? {} : { theme: file.theme }),
    ...(file.permanentUrl === undefined ? {} : { permanentUrl: file.permanentUrl }),
    ...(file.downloadUrl === undefined ? {} : { downloadUrl: file.downloadUrl }),
    ...(file.quickStakes === undefined ? {} : { quickStakes: file.quickStakes }),
    ...(file.flags === undefined ? {} : { flags: file.flags }),
    remotes: Object.keys(file.remotes) as LiveBrandInput['remotes'],
  };
}

/**
 * The deployment's config with the live part laid over it: the live values win; a remote the live
 * part leaves out is dropped; a remote it names without an address in the deployment stays out (the
 * address is the deployment's). Checked again as a whole brand config, so what the host runs always
 * passes the brand schema.
 */
export function overlayLiveBrand(
  file: BrandConfig,
  live: LiveBrand,
): { ok: true; config: BrandConfig } | { ok: false; field: string; message: string } {
  const remotes = Object.fromEntries(
    Object.entries(file.remotes).filter(([name]) => (live.remotes as readonly string[]).includes(name)),
  );
  const merged: BrandConfigInput = {
    brand: file.brand,
    siteId: file.siteId,
    apiBaseUrl: file.apiBaseUrl,
    chatSocketUrl: file.chatSocketUrl,
    obfuscation: file.obfuscation,
    ...live,
    remotes,
  };
  const result = parseBrandConfig(merged);
  return result.ok ? { ok: true, config: result.config } : result;
}
