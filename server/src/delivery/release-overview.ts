import type { consoleReleaseOverview } from 'shared/contract/console';
import type { z } from 'zod/mini';
import type { Queryable } from '../db/database';
import { describePin, readPins } from './pin-store';
import { listVersions, publicVersion } from './version-store';

type Overview = z.output<(typeof consoleReleaseOverview)['response']>;

/** Every brand with its pins, and the newest versions of every remote (console 发布管理). */
export async function releaseOverview(db: Queryable): Promise<Overview> {
  const sites = await db.query<{ siteId: string; name: string }>(
    `select site_id as "siteId", name from sites order by site_id`,
  );
  const pins = await readPins(db);
  const brands = await Promise.all(
    sites.map(async (site) => ({
      ...site,
      pins: await Promise.all(pins.filter((pin) => pin.siteId === site.siteId).map((pin) => describePin(db, pin))),
    })),
  );
  return { brands, versions: (await listVersions(db)).map(publicVersion) };
}
