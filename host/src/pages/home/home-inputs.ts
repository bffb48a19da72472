import type { navigationList, queryNoticeListByPage, RequestOf } from 'shared/contract';

/** The home's first-screen calls, one input each: the carousel, the notice strip and the prerender share its cache key. */
export const homeBannersInput: RequestOf<typeof navigationList> = { position: 'home_banner' };
export const homeNoticesInput: RequestOf<typeof queryNoticeListByPage> = { pageNum: 1, pageSize: 10 };
