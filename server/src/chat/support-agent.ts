import { messageForCode, ResponseCode, type ChatMessage } from 'shared/contract';
import type { Queryable } from '../db/database';
import type { SupportBot } from '../outside-world/support-bot';
import { storeMessage } from './message-store';

export interface SupportAgentDeps {
  db: Queryable;
  clock: () => Date;
  /** Words the answer: the canned stand-in, or a real bot or help-desk service. */
  bot: SupportBot;
  /** Sends a stored answer to the support room and its owner's sockets. */
  deliver(message: ChatMessage, owner: string): void;
  onError(error: unknown): void;
}

/**
 * The site's support bot (chat_agents): while no agent is on duty, answers each member's or guest's
 * message in a support room after a short pause, saying that nobody is on duty, with the bot's answer.
 */
export class SupportAgent {
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly answering = new Set<Promise<void>>();

  constructor(
    private readonly deps: SupportAgentDeps,
    private readonly delayMs: number,
  ) {}

  ask(rid: string, owner: string, question: string): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      const answer = this.answer(rid, owner, question).catch(this.deps.onError);
      this.answering.add(answer);
      void answer.finally(() => this.answering.delete(answer));
    }, this.delayMs);
    // Never the reason the process stays alive.
    timer.unref();
    this.timers.add(timer);
  }

  /** Drops the answers not yet due and waits for those being written, so closing the database cuts none. */
  async stop(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await Promise.all([...this.answering]);
  }

  private async answer(rid: string, owner: string, question: string): Promise<void> {
    const agents = await this.deps.db.query<{ userId: string; name: string }>(
      'select user_id as "userId", name from chat_agents where active order by user_id limit 1',
    );
    const agent = agents[0];
    if (agent === undefined) return;
    const { message } = await storeMessage(
      this.deps.db,
      {
        rid,
        userId: agent.userId,
        name: agent.name,
        role: 'agent',
        vipLevel: 0,
        // Says first that no person is on duty: the answer is the bot's.
        msg: `${messageForCode(ResponseCode.SUPPORT_NO_AGENT_ON_DUTY)}${await this.deps.bot.answer(question, agent.name)}`,
        cid: null,
      },
      this.deps.clock(),
    );
    this.deps.deliver(message, owner);
  }
}
