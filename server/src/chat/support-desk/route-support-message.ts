import type { FastifyBaseLogger } from 'fastify';
import type { ChatIdentity } from 'shared/contract';
import type { Queryable } from '../../db/database';
import { anyoneOnDuty } from './duty';
import { offerChat } from './support-chats';

/**
 * A player's message in their support room waits for the agents on duty; with nobody on duty the
 * bot (`askBot`) answers. A failure here never costs the player the message already stored and sent.
 */
export async function routeSupportMessage(
  deps: { db: Queryable; log: FastifyBaseLogger; now: Date; askBot: () => void },
  rid: string,
  from: ChatIdentity,
  question: string,
): Promise<void> {
  try {
    await offerChat(
      deps.db,
      { rid, ownerId: from.userId, ownerName: from.name, guest: from.guest, text: question },
      deps.now,
    );
    if (!(await anyoneOnDuty(deps.db, deps.now))) deps.askBot();
  } catch (error) {
    deps.log.error({ err: error, rid }, 'chat could not offer a support room');
  }
}

/** The hub's `supportMessage`: the database and log of `deps`, the time of `nowMs`, the bot's `ask`. */
export function supportMessageRouter(
  deps: { db: Queryable; log: FastifyBaseLogger },
  nowMs: () => number,
  ask: (rid: string, owner: string, question: string) => void,
): (rid: string, from: ChatIdentity, question: string) => Promise<void> {
  return (rid, from, question) =>
    routeSupportMessage(
      { ...deps, now: new Date(nowMs()), askBot: () => ask(rid, from.userId, question) },
      rid,
      from,
      question,
    );
}
