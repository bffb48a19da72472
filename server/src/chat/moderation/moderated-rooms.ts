import type { ChatMute, ModeratedRoom } from 'shared/contract/console';
import type { Queryable } from '../../db/database';

/** What the desk knows of the process that answers: who is online in the rooms it holds, and match titles. */
export interface RoomsHere {
  online: ReadonlyMap<string, number>;
  title: (gameId: string) => string | null;
}

interface RoomRow {
  rid: string;
  status: 'open' | 'closed';
  blocked: boolean;
  vipLevel: number;
  messages: number;
  muted: number;
  lastAt: Date | null;
}

/**
 * Match rooms with settings, stored messages or sockets here, newest activity first. Support rooms
 * are the support desk's and never listed.
 */
const ROOMS_SQL = `
  with known as (
    select rid from chat_rooms
    union select rid from chat_messages
    union select jsonb_array_elements_text($1::jsonb)
  )
  select k.rid,
         coalesce(s.status, 'open') as status,
         coalesce(s.blocked, false) as blocked,
         coalesce(s.vip_level, 0) as "vipLevel",
         (select count(*)::int from chat_messages m where m.rid = k.rid) as messages,
         (select count(*)::int from chat_mutes u where u.rid = k.rid and u.muted_until > $2) as muted,
         (select max(m.created_at) from chat_messages m where m.rid = k.rid) as "lastAt"
  from known k left join chat_rooms s on s.rid = k.rid
  where k.rid like 'match-%' and ($3::text is null or k.rid = $3)
  order by "lastAt" desc nulls last, k.rid`;

function roomOf(row: RoomRow, here: RoomsHere): ModeratedRoom {
  return {
    rid: row.rid,
    title: here.title(row.rid.slice('match-'.length)) ?? row.rid,
    status: row.status,
    blocked: row.blocked,
    vipLevel: row.vipLevel,
    online: here.online.get(row.rid) ?? null,
    messages: row.messages,
    muted: row.muted,
    lastAt: row.lastAt?.getTime() ?? null,
  };
}

async function roomRows(db: Queryable, here: RoomsHere, now: Date, rid: string | null): Promise<RoomRow[]> {
  const live = JSON.stringify([...here.online.keys()]);
  return db.query<RoomRow>(ROOMS_SQL, [live, now, rid]);
}

/** One page of the rooms whose id or match title holds `search`. */
export async function moderatedRooms(
  db: Queryable,
  here: RoomsHere,
  query: { pageNum: number; pageSize: number; search?: string | undefined },
  now: Date,
): Promise<{ list: ModeratedRoom[]; total: number }> {
  const needle = query.search?.trim().toLowerCase() ?? '';
  const rooms = (await roomRows(db, here, now, null))
    .map((row) => roomOf(row, here))
    .filter((room) => needle === '' || `${room.rid} ${room.title}`.toLowerCase().includes(needle));
  const start = (query.pageNum - 1) * query.pageSize;
  return { list: rooms.slice(start, start + query.pageSize), total: rooms.length };
}

/** One match room as the desk shows it (a room nobody used yet has the default settings). */
export async function moderatedRoom(db: Queryable, here: RoomsHere, rid: string, now: Date): Promise<ModeratedRoom> {
  const row = (await roomRows(db, here, now, rid))[0];
  return roomOf(row ?? { rid, status: 'open', blocked: false, vipLevel: 0, messages: 0, muted: 0, lastAt: null }, here);
}

/** The mutes in force in a room, the latest ending first. */
export async function roomMutes(db: Queryable, rid: string, now: Date): Promise<ChatMute[]> {
  const rows = await db.query<{ userId: string; name: string | null; until: Date; reason: string }>(
    `select u.user_id as "userId", m.username as name, u.muted_until as until, u.reason
     from chat_mutes u left join members m on m.id::text = u.user_id
     where u.rid = $1 and u.muted_until > $2 order by u.muted_until desc`,
    [rid, now],
  );
  return rows.map((row) => ({
    userId: row.userId,
    name: row.name ?? row.userId,
    mutedUntil: row.until.getTime(),
    reason: row.reason,
  }));
}
