import type { FastifyBaseLogger } from 'fastify';
import { chatMessageSchema, chatRoomStatusSchema, chatServerFrameSchema } from 'shared/contract';
import { z } from 'zod';
import type { ChatHub, ChatPeerEvent } from '../chat/chat-hub';
import type { FanOut } from './fan-out';

export const CHAT_CHANNEL = 'platform:chat';

const roomSettingsSchema = z.object({
  status: chatRoomStatusSchema,
  blocked: z.boolean(),
  vipLevel: z.number().int().min(0),
});

const envelopeSchema = z.object({
  node: z.string(),
  event: z.union([
    z.object({ kind: z.literal('message'), message: chatMessageSchema, people: z.array(z.string()) }),
    z.object({ kind: z.literal('room'), rid: z.string(), frame: chatServerFrameSchema }),
    z.object({ kind: z.literal('sessions'), userId: z.string() }),
    // An operator's action another process stored (chat-operator's OperatedEvent).
    z.object({
      kind: z.literal('operated'),
      to: z.literal('room'),
      rid: z.string(),
      settings: roomSettingsSchema.optional(),
      destroy: z.boolean().optional(),
      frame: chatServerFrameSchema,
    }),
    z.object({
      kind: z.literal('operated'),
      to: z.literal('member'),
      userId: z.string(),
      frame: chatServerFrameSchema,
    }),
    z.object({ kind: z.literal('operated'), to: z.literal('everyone'), frame: chatServerFrameSchema }),
  ]),
});

/** The publishing half, given to the ChatHub as its `publish`. */
export function chatPublisher(fanOut: FanOut, node: string, log: FastifyBaseLogger): (event: ChatPeerEvent) => void {
  return (event) => {
    fanOut
      .publish(CHAT_CHANNEL, JSON.stringify({ node, event }))
      .catch((error: unknown) => log.error({ err: error }, 'publishing a chat message failed'));
  };
}

/**
 * Chat across processes: a message (or a room event such as a join) is delivered by the process it
 * happened on and published once; every other process sends it to its own sockets concerned.
 */
export function relayChat(hub: ChatHub, fanOut: FanOut, node: string, log: FastifyBaseLogger): Promise<() => void> {
  return fanOut.subscribe(CHAT_CHANNEL, (text) => {
    const envelope = envelopeSchema.safeParse(parseJson(text));
    if (!envelope.success) {
      log.error({ issues: envelope.error.issues.length }, 'a chat message from another process was not understood');
      return;
    }
    if (envelope.data.node === node) return;
    hub.deliverFromPeer(envelope.data.event);
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
