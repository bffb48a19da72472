import type { z } from 'zod';
import {
  CHAT_MAX_FRAME_BYTES,
  chatClientFrameSchema,
  ChatMsgId,
  hasSocketControlCharacter,
  ResponseCode,
  SOCKET_CONTROL_CHARACTER_MESSAGE,
  type ChatServerFrame,
} from 'shared/contract';
import { knownMsgId, refusalFrame } from './chat-frames';

export type ClientFrame = z.output<typeof chatClientFrameSchema>;

/** A frame the contract accepts, or the 7508 refusal to answer it with. */
export type ReadFrame = { ok: true; frame: ClientFrame } | { ok: false; refusal: ChatServerFrame };

/**
 * Size, JSON and the contract's schema of one frame from a socket. A refusal names the frame's msgId
 * and cid when they are readable, and says so when a control character was the reason.
 */
export function readClientFrame(data: Buffer | string, isBinary: boolean): ReadFrame {
  const bytes = typeof data === 'string' ? Buffer.byteLength(data) : data.length;
  if (isBinary || bytes > CHAT_MAX_FRAME_BYTES)
    return { ok: false, refusal: refusalFrame(ChatMsgId.HEARTBEAT, undefined, ResponseCode.CHAT_BAD_FRAME) };
  const raw = parseJson(data);
  const frame = chatClientFrameSchema.safeParse(raw);
  if (frame.success) return { ok: true, frame: frame.data };
  const controlCharacter = frame.error.issues.some((issue) => issue.message === SOCKET_CONTROL_CHARACTER_MESSAGE);
  const message = controlCharacter ? SOCKET_CONTROL_CHARACTER_MESSAGE : undefined;
  return {
    ok: false,
    refusal: refusalFrame(knownMsgId(field(raw, 'msgId')), readableCid(raw), ResponseCode.CHAT_BAD_FRAME, message),
  };
}

function parseJson(data: Buffer | string): unknown {
  try {
    return JSON.parse(typeof data === 'string' ? data : data.toString('utf8'));
  } catch {
    return undefined;
  }
}

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null && key in value
    ? (value as Record<string, unknown>)[key]
    : undefined;
}

/** The cid of a frame that failed the schema, when it is one a client could have made. */
function readableCid(raw: unknown): string | undefined {
  const cid = field(field(raw, 'msgData'), 'cid');
  return typeof cid === 'string' && cid.length > 0 && cid.length <= 64 && !hasSocketControlCharacter(cid)
    ? cid
    : undefined;
}
