import { atom } from 'jotai';
import type { z } from 'zod/mini';
import type { memberInfoSchema } from '../contract/endpoints/user';
import type { getBalance } from '../contract/endpoints/funds';
import type { preInfo } from '../contract/endpoints/configuration';
import type { UnreadCounts } from '../contract/endpoints/letter';
import type { BrandConfig } from '../config/brand';

export type MemberInfo = z.output<typeof memberInfoSchema>;
export type Balance = z.output<(typeof getBalance)['response']>;
export type SiteInfo = z.output<(typeof preInfo)['response']>;

export const memberAtom = atom<MemberInfo | null>(null);
export const balanceAtom = atom<Balance | null>(null);
export const unreadCountsAtom = atom<UnreadCounts | null>(null);
/** Support replies the member has not opened (feedbackUnreadNum); null until someone loads it. */
export const feedbackUnreadAtom = atom<number | null>(null);

/** The validated brand config; the host sets it once before the first render. */
export const brandAtom = atom<BrandConfig | null>(null);
export const siteInfoAtom = atom<SiteInfo | null>(null);
