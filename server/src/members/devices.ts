import type { Queryable } from '../db/database';

export interface KnownDevice {
  lastIp: string;
  lastSeenAt: Date;
}

export async function findDevice(db: Queryable, memberId: number, visitorId: string): Promise<KnownDevice | null> {
  if (visitorId === '') return null;
  const rows = await db.query<KnownDevice>(
    `select last_ip as "lastIp", last_seen_at as "lastSeenAt" from member_devices where member_id = $1 and visitor_id = $2`,
    [memberId, visitorId],
  );
  return rows[0] ?? null;
}

/**
 * Remembers the browser as the member's, or refreshes its IP and time. A browser that sent no
 * visitor id is never recorded: '' would make every such browser a known one.
 */
export async function touchDevice(
  db: Queryable,
  memberId: number,
  visitorId: string,
  ip: string,
  now: Date,
): Promise<void> {
  if (visitorId === '') return;
  await db.query(
    `insert into member_devices (member_id, visitor_id, last_ip, first_seen_at, last_seen_at) values ($1, $2, $3, $4, $4)
     on conflict (member_id, visitor_id) do update set last_ip = excluded.last_ip, last_seen_at = excluded.last_seen_at`,
    [memberId, visitorId, ip, now],
  );
}
