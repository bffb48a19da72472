import { ResponseCode } from 'shared/contract';
import type { Queryable } from '../db/database';
import { DomainError } from '../domain/domain-error';
import { findSite, type Site } from './sites';

/** The brand named by x-site-id; an unknown brand is refused (6003 请求拒绝). */
export async function requireSite(db: Queryable, siteId: string): Promise<Site> {
  const site = await findSite(db, siteId);
  if (site === null) throw new DomainError(ResponseCode.ACCESS_DENIED);
  return site;
}
