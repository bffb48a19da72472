import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { pageOf, pageRequestSchema, safeLinkSchema, sitePathSchema } from '../common';

/** Where a navigation advert is shown. Not shown in the spec; designed here. */
export const adPositionSchema = z.enum(['home_banner', 'home_entry', 'sponsor', 'download']);

/** What a click on an advert does: open a route of this site, open an address, or nothing. */
export const adLinkSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('route'), path: sitePathSchema }),
  z.object({ type: z.literal('url'), url: safeLinkSchema }),
  z.object({ type: z.literal('none') }),
]);

export const navigationItemSchema = z.object({
  id: z.int(),
  title: z.string(),
  subtitle: z.string(),
  imageUrl: z.string(),
  link: adLinkSchema,
  sort: z.int(),
});

export const navigationList = defineEndpoint({
  path: '/site/api/v1/advertising/navigationList',
  request: z.object({ position: adPositionSchema }),
  response: z.object({ list: z.array(navigationItemSchema) }),
  cacheable: true,
});

export const noticeSchema = z.object({
  id: z.int(),
  title: z.string(),
  /** Server HTML: sanitise before rendering. */
  content: z.string(),
  publishTime: z.string(),
});

export const queryNoticeListByPage = defineEndpoint({
  path: '/site/api/v1/advertising/queryNoticeListByPage',
  request: pageRequestSchema,
  response: pageOf(noticeSchema),
});

/** The page type of an activity decides which /activity/... route shows it (SPEC §2). */
export const activityPageTypeSchema = z.enum([
  'racePage',
  'activityLandPage',
  'firstDeposit',
  'againDeposit',
  'newTask',
  'drawGift',
  'signGift',
  'friendInvitation',
  'bettingGift',
]);

export type ActivityPageType = z.infer<typeof activityPageTypeSchema>;

/** What an activity is about; the activity centre's filter adds 'all'. */
export const activityKindSchema = z.enum(['sport', 'casino', 'deposit', 'vip', 'newcomer']);

export const activityCategorySchema = z.enum(['all', ...activityKindSchema.options]);

export const discountAdSchema = z.object({
  id: z.int(),
  title: z.string(),
  subtitle: z.string(),
  imageUrl: z.string(),
  category: activityKindSchema,
  pageType: activityPageTypeSchema,
  startTime: z.string(),
  endTime: z.string(),
  /** Whether it is running now, per the server's clock. */
  running: z.boolean(),
});

export const getMyDiscountAd = defineEndpoint({
  path: '/site/api/v1/advertising/getMyDiscountAd',
  request: z.extend(pageRequestSchema, { category: z._default(activityCategorySchema, 'all') }),
  response: pageOf(discountAdSchema),
});
