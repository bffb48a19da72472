import type { HandlerDeps, HandlerMap } from './handler-map';
import { requireSite } from '../sites/require-site';

export function configurationHandlers({ db }: HandlerDeps) {
  return {
    preInfo: async (_input, ctx) => {
      const site = await requireSite(db, ctx.siteId);
      return {
        // The IP as this server sees it: the client puts it into its x-device header afterwards.
        ip: ctx.ip,
        siteBaseConfig: {
          title: site.title,
          h5DomainUrl: site.h5DomainUrl,
          keywords: site.keywords,
          description: site.description,
          professionalEdition: site.professionalEdition,
          depositSwitch: site.depositSwitch,
        },
      };
    },

    onlineCustomService: async (_input, ctx) => {
      const site = await requireSite(db, ctx.siteId);
      return { url: site.customerServiceUrl };
    },
  } satisfies Pick<HandlerMap, 'preInfo' | 'onlineCustomService'>;
}
