import { randomUUID } from 'node:crypto';
import type { FanOut } from './fan-out';
import { AdvisoryLockLeadership, type Leadership } from './leadership';
import { RedisFanOut } from './redis-fan-out';
import { RedisWindowCounter } from './redis-window-counter';
import type { WindowCounter } from '../chat/window-counter';

/** What one process of several shares with the others: the bus, who runs the engine, its own name on the bus, the chat's counts. */
export interface ClusterLink {
  node: string;
  fanOut: FanOut;
  leadership: Leadership;
  /** The chat's per-person send counts, the same on every process. */
  counter: WindowCounter;
  close(): Promise<void>;
}

/** Where link failures are written (a dropped Redis or lock connection); main.ts passes the console. */
export interface ErrorLog {
  error(fields: object, message: string): void;
}

/**
 * REDIS_URL set: this process is one of several. They need a PostgreSQL server in common (the
 * leader lock and every shared record live there); null without REDIS_URL (one process, as before).
 */
export async function openClusterLink(
  settings: { redisUrl: string | null; databaseUrl: string | null },
  log: ErrorLog,
): Promise<ClusterLink | null> {
  if (settings.redisUrl === null) return null;
  if (settings.databaseUrl === null)
    throw new Error(
      'REDIS_URL (several API processes) needs DATABASE_URL too: the embedded database cannot be shared between processes',
    );
  const onError = (error: unknown): void => log.error({ err: error }, 'cluster link error');
  const fanOut = await RedisFanOut.connect(settings.redisUrl, onError);
  const counter = await RedisWindowCounter.connect(settings.redisUrl, onError);
  const leadership = await AdvisoryLockLeadership.start(settings.databaseUrl, onError);
  return {
    node: randomUUID(),
    fanOut,
    leadership,
    counter,
    async close() {
      await leadership.stop();
      await fanOut.close();
      await counter.close();
    },
  };
}
