import { z } from 'zod';
import { remoteNames } from '../remotes/names';
import { themeTokensOverrideSchema, editionNames } from '../theme/tokens';
import { brandFlagsSchema, buildTimeFlags, type BrandFlags } from './flags';

export const languageSchema = z.enum(['zh-CN', 'zh-TW']);
export type Language = z.infer<typeof languageSchema>;

const httpUrl = z.string().regex(/^https?:\/\/[^\s]+$/, '不是有效的 http(s) 地址');
const wsUrl = z.string().regex(/^wss?:\/\/[^\s]+$/, '不是有效的 ws(s) 地址');

/**
 * The brand config an operator serves next to the host's index.html as brand.json. It is read and
 * validated once at start-up; nothing in it needs a rebuild.
 */
export const brandConfigSchema = z.object({
  /** A short name for logs and the e2e matrix. */
  brand: z.string().min(1),
  siteId: z.string().regex(/^\d+$/, '必须是数字编号'),
  siteName: z.string().min(1, '不能为空'),
  defaultLanguage: languageSchema.default('zh-CN'),
  defaultEdition: z.enum(editionNames).default('classic'),
  apiBaseUrl: httpUrl,
  chatSocketUrl: wsUrl,
  obfuscation: z.boolean().default(false),
  /** Manifest address (mf-manifest.json) of each remote the brand includes; a left-out remote is absent. */
  remotes: z.partialRecord(z.enum(remoteNames), httpUrl),
  theme: z
    .object({
      classic: themeTokensOverrideSchema.default({}),
      professional: themeTokensOverrideSchema.default({}),
    })
    .default({ classic: {}, professional: {} }),
  /** Address of the app download page behind the QR code. */
  downloadUrl: httpUrl.optional(),
  /** The bet slip's quick-stake chips (yuan), in the order shown; each click adds its amount to the stake. */
  quickStakes: z.array(z.number().int().positive().max(1_000_000)).min(1).max(8).default([10, 50, 100, 500]),
  flags: brandFlagsSchema.partial().default({}),
});

export type BrandConfigInput = z.input<typeof brandConfigSchema>;

/** A validated brand config with every flag resolved against the build-time defaults. */
export type BrandConfig = Omit<z.output<typeof brandConfigSchema>, 'flags'> & { flags: BrandFlags };

export type BrandConfigResult =
  | { ok: true; config: BrandConfig }
  | { ok: false; field: string; message: string };

/** The flags a brand file sets; a flag it leaves out keeps the build's default. */
function setFlags(flags: { [K in keyof BrandFlags]?: boolean | undefined }): Partial<BrandFlags> {
  const set: Partial<BrandFlags> = {};
  for (const key of Object.keys(flags) as (keyof BrandFlags)[]) {
    const value = flags[key];
    if (value !== undefined) set[key] = value;
  }
  return set;
}

export function parseBrandConfig(raw: unknown): BrandConfigResult {
  const parsed = brandConfigSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue && issue.path.length > 0 ? issue.path.map(String).join('.') : '(根对象)';
    return { ok: false, field, message: issue?.message ?? '格式错误' };
  }
  return { ok: true, config: { ...parsed.data, flags: { ...buildTimeFlags(), ...setFlags(parsed.data.flags) } } };
}
