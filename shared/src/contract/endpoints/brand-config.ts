import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { emptyRequestSchema } from '../common';

/**
 * The site's live brand configuration (x-site-id), edited in the console's 品牌配置: the host asks
 * once at start and lays it over its brand.json (shared/config overlayLiveBrand). `config` is checked
 * by the host with the brand's own schema (liveBrandSchema), not here, so a stored config that no
 * longer parses leaves the host on its file's config instead of failing the call. `version` is null
 * when the site has no stored config: the file's config is the whole truth.
 */
export const siteBrandConfig = defineEndpoint({
  path: '/site/api/v1/configuration/brand',
  request: emptyRequestSchema,
  response: z.object({ version: z.nullable(z.int()), config: z.nullable(z.unknown()) }),
  cacheable: true,
});
