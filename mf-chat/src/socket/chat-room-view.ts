import type {
  ChatGiftRecord,
  ChatIdentity,
  ChatMessage,
  ChatRoom,
  ChatScorePrediction,
  ChatScorePush,
} from 'shared/contract';

export type ChatConnectionState = 'connecting' | 'open' | 'reconnecting';

/** A line of the room: a stored message, one of mine still on its way, or a system line. */
export type ChatLine =
  | { kind: 'message'; message: ChatMessage; mine: boolean }
  /** Queued or sent, no reply yet. */
  | { kind: 'pending'; cid: string; msg: string; at: number }
  /** The server's refusal text (e.g. 7502). */
  | { kind: 'refused'; cid: string; msg: string; at: number; reason: string }
  /** Join broadcast, notice, cleared, gift… */
  | { kind: 'system'; id: string; text: string; at: number };

/** Client-side refusal: empty, too long, not joined. */
export type ChatSendResult = { ok: true } | { ok: false; reason: string };

export interface ChatRoomView {
  status: 'idle' | 'joining' | 'joined' | 'failed' | 'destroyed';
  /** Why joining failed (server text), or null. */
  error: string | null;
  room: ChatRoom | null;
  lines: readonly ChatLine[];
  /** Older pages exist (history total > loaded). */
  hasOlder: boolean;
  loadingOlder: boolean;
  loadOlder: () => void;
  mutedUntil: number | null;
  /** Why the operator muted the member ('' when not known). */
  mutedReason: string;
  lastScore: ChatScorePush | null;
  prediction: ChatScorePrediction | null;
  lastGift: ChatGiftRecord | null;
  send: (text: string) => ChatSendResult;
  /** Joins again after failed/destroyed. */
  retry: () => void;
}

export interface ChatConnectionView {
  state: ChatConnectionState;
  identity: ChatIdentity | null;
}
