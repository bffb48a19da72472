import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { emptyRequestSchema, safeLinkSchema } from '../common';

/** Site pre-information: the visitor's IP and the site's base settings (SPEC §3 "Site preinfo"). */
export const preInfo = defineEndpoint({
  path: '/site/api/v1/configuration/preInfo',
  request: emptyRequestSchema,
  response: z.object({
    ip: z.string(),
    siteBaseConfig: z.object({
      title: z.string(),
      h5DomainUrl: z.string(),
      keywords: z.string(),
      description: z.string(),
      /** 1 when members may pick the professional (dark) edition; SPEC §4 forces classic otherwise. */
      professionalEdition: z.union([z.literal(0), z.literal(1)]),
      /** 1 when deposits are open on this site (SPEC §2: otherwise /mine/savemoney is not-found). */
      depositSwitch: z.union([z.literal(0), z.literal(1)]),
    }),
  }),
  cacheable: true,
});

export const onlineCustomService = defineEndpoint({
  path: '/site/api/v1/configuration/onlinecustomservice',
  request: emptyRequestSchema,
  response: z.object({ url: safeLinkSchema }),
});
