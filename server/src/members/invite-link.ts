import type { Queryable } from '../db/database';
import { requireSite } from '../sites/require-site';

/**
 * A member's invite, for the agent page and the friend-invitation activity: the member's own code and
 * the brand's registration link carrying it (the brand's h5 domain: the API's own origin is not where
 * players register); ?register=1 opens registration there and ?icode= is what the site stores (SPEC §3).
 */
export async function inviteOf(
  db: Queryable,
  memberId: number,
  siteId: string,
): Promise<{ code: string; link: string } | null> {
  const site = await requireSite(db, siteId);
  const rows = await db.query<{ code: string }>('select own_invite_code as code from members where id = $1', [
    memberId,
  ]);
  const code = rows[0]?.code;
  if (code === undefined) return null;
  const link = new URL('/', site.h5DomainUrl);
  link.searchParams.set('register', '1');
  link.searchParams.set('icode', code);
  return { code, link: link.toString() };
}
