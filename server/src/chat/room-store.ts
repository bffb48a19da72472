import type { ChatRoomStatus } from 'shared/contract';
import type { Queryable } from '../db/database';

/** An operator's settings of a room; a room without a row has the defaults. */
export interface RoomSettings {
  status: ChatRoomStatus;
  blocked: boolean;
  vipLevel: number;
}

export const DEFAULT_ROOM_SETTINGS: RoomSettings = { status: 'open', blocked: false, vipLevel: 0 };

export async function loadRoomSettings(db: Queryable, rid: string): Promise<RoomSettings> {
  const rows = await db.query<RoomSettings>(
    'select status, blocked, vip_level as "vipLevel" from chat_rooms where rid = $1',
    [rid],
  );
  return rows[0] ?? DEFAULT_ROOM_SETTINGS;
}

/** Writes the room's settings whole (the caller merged the change into what it had). */
export async function saveRoomSettings(db: Queryable, rid: string, settings: RoomSettings, now: Date): Promise<void> {
  await db.query(
    `insert into chat_rooms (rid, status, blocked, vip_level, updated_at) values ($1, $2, $3, $4, $5)
     on conflict (rid) do update set status = excluded.status, blocked = excluded.blocked, vip_level = excluded.vip_level, updated_at = excluded.updated_at`,
    [rid, settings.status, settings.blocked, settings.vipLevel, now],
  );
}

/** Until when the user is muted in the room (epoch ms), or null. */
export async function mutedUntil(db: Queryable, rid: string, userId: string, now: Date): Promise<number | null> {
  const rows = await db.query<{ until: Date }>(
    'select muted_until as until from chat_mutes where rid = $1 and user_id = $2 and muted_until > $3',
    [rid, userId, now],
  );
  return rows[0]?.until.getTime() ?? null;
}

/** Mutes until a time, or lifts the mute (until null). */
export async function setMute(
  db: Queryable,
  rid: string,
  userId: string,
  until: Date | null,
  reason: string,
): Promise<void> {
  if (until === null) {
    await db.query('delete from chat_mutes where rid = $1 and user_id = $2', [rid, userId]);
    return;
  }
  await db.query(
    `insert into chat_mutes (rid, user_id, muted_until, reason) values ($1, $2, $3, $4)
     on conflict (rid, user_id) do update set muted_until = excluded.muted_until, reason = excluded.reason`,
    [rid, userId, until, reason],
  );
}

/** A destroyed room starts fresh: its settings, mutes and history go. */
export async function destroyRoom(db: Queryable, rid: string): Promise<void> {
  await db.query('delete from chat_rooms where rid = $1', [rid]);
  await db.query('delete from chat_mutes where rid = $1', [rid]);
  await db.query('delete from chat_messages where rid = $1', [rid]);
}
