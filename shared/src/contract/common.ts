import { z } from 'zod/mini';

/** Paged requests: pages count from 1. */
export const pageRequestSchema = z.object({
  pageNum: z._default(z.int().check(z.gte(1)), 1),
  pageSize: z._default(z.int().check(z.gte(1), z.lte(100)), 10),
});

export function pageOf<T extends z.ZodMiniType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.int().check(z.gte(0)),
    pageNum: z.int().check(z.gte(1)),
    pageSize: z.int().check(z.gte(1)),
  });
}

/** Money travels as a number of yuan with at most two decimals; the server keeps integer fen. */
export const moneySchema = z.number();

export const emptyRequestSchema = z.looseObject({});

/** Whitespace, control characters and backslashes: browsers strip or rewrite them ('/\evil' becomes '//evil'). */
const LINK_UNSAFE_CHARACTERS = /[\s\u0000-\u001f\u007f-\u009f\\]/;

function isWebLink(value: string): boolean {
  // Spelled out: the URL parser would read 'http:evil' as http://evil/.
  if (LINK_UNSAFE_CHARACTERS.test(value) || !/^https?:\/\/[^/]/i.test(value)) return false;
  try {
    const { protocol, hostname } = new URL(value);
    return (protocol === 'http:' || protocol === 'https:') && hostname !== '';
  } catch {
    return false;
  }
}

function isSitePath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !LINK_UNSAFE_CHARACTERS.test(value);
}

/**
 * A link the client may follow or open: an absolute http(s) address with a host. javascript:,
 * data:, vbscript: and every other scheme fail validation, so a bad link never reaches an href.
 */
export const safeLinkSchema = z.string().check(z.refine(isWebLink, { message: '链接必须是 http 或 https 地址' }));

/** A path of this site: one leading slash, never '//host' (another site) nor a backslash. */
export const sitePathSchema = z.string().check(z.refine(isSitePath, { message: '链接必须是本站路径' }));
