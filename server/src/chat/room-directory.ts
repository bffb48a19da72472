import { matchRoomId, ResponseCode, type ChatIdentity, type MatchChange } from 'shared/contract';
import { SUPPORT_HOURS_TEXT } from './support-hours';

/** The teams and current live fields (score, clock, status) of a match the sports book knows, or null. */
export type MatchLookup = (gameId: string) => { home: string; away: string; live: MatchChange } | null;

/** What a room is, apart from its settings and who is in it. */
export interface RoomDefinition {
  rid: string;
  kind: 'match' | 'support';
  title: string;
  notice: string;
  /** The member or guest a support room belongs to; null for a match room. */
  owner: string | null;
  /** The match of a match room. */
  gameId: string | null;
}

export type RoomLookup = { ok: true; room: RoomDefinition } | { ok: false; code: number; msg: string };

const SUPPORT_HOURS = `服务时间：${SUPPORT_HOURS_TEXT}。`;
export const SUPPORT_NOTICE = `您好，欢迎使用在线客服！请描述您遇到的问题，客服会尽快回复您。${SUPPORT_HOURS}`;

/** The two kinds of room id (contract ridSchema): match-{gameId} and support-{userId}. */
export function parseRid(rid: string): { kind: 'match' | 'support'; key: string } | null {
  const match = /^(match|support)-([A-Za-z0-9_-]{1,64})$/.exec(rid);
  if (match?.[1] === undefined || match[2] === undefined) return null;
  return { kind: match[1] === 'match' ? 'match' : 'support', key: match[2] };
}

/**
 * The room a caller asks to join: a match room for every match the sports book knows, and only the
 * caller's own support room.
 */
export function findRoom(rid: string, caller: ChatIdentity, findMatch: MatchLookup): RoomLookup {
  const parsed = parseRid(rid);
  if (parsed === null) return { ok: false, code: ResponseCode.NOT_FOUND, msg: '聊天室不存在' };
  if (parsed.kind === 'support') {
    if (rid !== caller.supportRid)
      return { ok: false, code: ResponseCode.ACCESS_DENIED, msg: '只能进入自己的客服会话' };
    return {
      ok: true,
      room: { rid, kind: 'support', title: '在线客服', notice: SUPPORT_NOTICE, owner: caller.userId, gameId: null },
    };
  }
  const match = findMatch(parsed.key);
  if (match === null) return { ok: false, code: ResponseCode.NOT_FOUND, msg: '比赛已结束或不存在，聊天室已关闭' };
  const title = `${match.home} vs ${match.away}`;
  return {
    ok: true,
    room: {
      rid: matchRoomId(parsed.key),
      kind: 'match',
      title,
      notice: `欢迎来到「${title}」聊天室！请文明发言，勿发广告、勿刷屏，违者将被禁言。`,
      owner: null,
      gameId: parsed.key,
    },
  };
}
