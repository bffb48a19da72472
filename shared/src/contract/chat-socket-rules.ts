/** The chat socket's address, timings, limits and message ids (the frames are in ./chat-socket). */
/** Path of the chat socket on the API's origin (the reference server's; a brand may point elsewhere). */
export const CHAT_SOCKET_PATH = '/stream';

/** SPEC §9. */
export const CHAT_HEARTBEAT_MS = 10_000;
export const CHAT_RECONNECT_MS = 5_000;
/**
 * After the server refused a socket (CHAT_CLOSE_POLICY: a flood, too many sockets from the address or
 * for the account) the client waits this long instead: coming back in seconds would only be refused again.
 */
export const CHAT_POLICY_RECONNECT_MS = 60_000;
/** Up to this much is added at random to each reconnect delay, so a crowd dropped at once does not return at once. */
export const CHAT_RECONNECT_JITTER_MS = 3_000;
export const CHAT_RETRY_MS = 300;
export const CHAT_HISTORY_PAGE_SIZE = 15;

/** SPEC §5 only says trimmed and not empty; the longest message is designed here. */
export const CHAT_MESSAGE_MAX_LENGTH = 200;
/** A frame over this many bytes is refused (7508) without being parsed. */
export const CHAT_MAX_FRAME_BYTES = 4096;
/** Flood control per connection: at most this many sends (10003) in CHAT_SEND_WINDOW_MS (7507 beyond). */
export const CHAT_SENDS_PER_WINDOW = 5;
export const CHAT_SEND_WINDOW_MS = 10_000;
/**
 * Flood control per person (a member, or a guest by their guest id) across all their sockets and the
 * server's processes: at most this many sends in CHAT_SEND_WINDOW_MS (7507 beyond).
 */
export const CHAT_SENDS_PER_PERSON_WINDOW = 10;
/** Any frames at all, per connection and window: beyond this the server closes the socket (4008). */
export const CHAT_FRAMES_PER_WINDOW = 60;

/** Close code the server uses for a flood or a connection it will not serve. */
export const CHAT_CLOSE_POLICY = 4008;
/**
 * Close code of a member's socket whose login session ended (logout, password change, a break, an
 * operator): its chat token is dead too, so the client comes back as a guest, not with that token.
 */
export const CHAT_CLOSE_SESSION_ENDED = 4001;

/** SPEC §4 message ids. */
export const ChatMsgId = {
  HEARTBEAT: 0,
  LOGIN: 10001,
  JOIN_ROOM: 10002,
  SEND: 10003,
  MEMBER_MUTED: 10004,
  ROOM_BLOCK: 10005,
  ROOM_STATUS_CHANGE: 10006,
  VIP_CHAT_LEVEL: 10007,
  JOIN_BROADCAST: 10008,
  ROOM_STATUS_UPDATE: 10009,
  HISTORY: 10011,
  ROOM_DESTROY: 10013,
  SCORE_PUSH: 10014,
  CLEAR_ROOM: 10015,
  JOIN_UNICAST: 10016,
  GIFT_RECORD: 10017,
  SCORE_PREDICTION: 10018,
  GUEST_LOGIN: 10019,
  NOTIFICATION: 60000,
} as const;
export type ChatMsgIdName = keyof typeof ChatMsgId;
export type ChatMsgIdValue = (typeof ChatMsgId)[ChatMsgIdName];

/** The room of a match's chat. */
export function matchRoomId(gameId: string): string {
  return `match-${gameId}`;
}

/** The socket address with the handshake's query (SPEC §7: clientType web and siteId). */
export function chatSocketAddress(chatSocketUrl: string, siteId: string): string {
  const url = new URL(chatSocketUrl);
  url.searchParams.set('clientType', 'web');
  url.searchParams.set('siteId', siteId);
  return url.toString();
}
