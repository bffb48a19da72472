import { z } from 'zod/mini';
import { remoteNames } from '../remotes/names';
import { themeTokensOverrideSchema, editionNames } from '../theme/tokens';
import { brandFlagsSchema, buildTimeFlags, type BrandFlags } from './flags';

export const languageSchema = z.enum(['zh-CN', 'zh-TW']);
export type Language = z.infer<typeof languageSchema>;

const httpUrl = z.string().check(z.regex(/^https?:\/\/[^\s]+$/, '不是有效的 http(s) 地址'));
const wsUrl = z.string().check(z.regex(/^wss?:\/\/[^\s]+$/, '不是有效的 ws(s) 地址'));

/**
 * The brand config an operator serves next to the host's index.html as brand.json. It is read and
 * validated once at start-up; nothing in it needs a rebuild.
 */
export const brandConfigSchema = z.object({
  /** A short name for logs and the e2e matrix. */
  brand: z.string().check(z.minLength(1)),
  siteId: z.string().check(z.regex(/^\d+$/, '必须是数字编号')),
  siteName: z.string().check(z.minLength(1, '不能为空')),
  defaultLanguage: z._default(languageSchema, 'zh-CN'),
  defaultEdition: z._default(z.enum(editionNames), 'classic'),
  apiBaseUrl: httpUrl,
  chatSocketUrl: wsUrl,
  obfuscation: z._default(z.boolean(), false),
  /** Manifest address (mf-manifest.json) of each remote the brand includes; a left-out remote is absent. */
  remotes: z.partialRecord(z.enum(remoteNames), httpUrl),
  theme: z._default(
    z.object({
      classic: z._default(themeTokensOverrideSchema, {}),
      professional: z._default(themeTokensOverrideSchema, {}),
    }),
    { classic: {}, professional: {} },
  ),
  /** The brand's permanent address, announced by the foreverSite notice; the site's own address when absent. */
  permanentUrl: z.optional(httpUrl),
  /** Address of the app download page behind the QR code. */
  downloadUrl: z.optional(httpUrl),
  /** The bet slip's quick-stake chips (yuan), in the order shown; each click adds its amount to the stake. */
  quickStakes: z._default(
    z.array(z.int().check(z.positive(), z.lte(1_000_000))).check(z.minLength(1), z.maxLength(8)),
    [10, 50, 100, 500],
  ),
  flags: z._default(z.partial(brandFlagsSchema), {}),
});

export type BrandConfigInput = z.input<typeof brandConfigSchema>;

/** A validated brand config with every flag resolved against the build-time defaults. */
export type BrandConfig = Omit<z.output<typeof brandConfigSchema>, 'flags'> & { flags: BrandFlags };

export type BrandConfigResult = { ok: true; config: BrandConfig } | { ok: false; field: string; message: string };

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
