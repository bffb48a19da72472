import { createClient } from 'redis';
import type { WindowCounter } from '../chat/window-counter';

type RedisClient = ReturnType<typeof createClient>;

/** The chat's per-person counts shared by every process (REDIS_URL): INCR and PEXPIRE in one transaction. */
export class RedisWindowCounter implements WindowCounter {
  private constructor(private readonly client: RedisClient) {}

  static async connect(url: string, onError: (error: unknown) => void): Promise<RedisWindowCounter> {
    const client = createClient({ url });
    // Without a listener an 'error' event (a dropped connection) would crash the process; the client reconnects by itself.
    client.on('error', onError);
    await client.connect();
    return new RedisWindowCounter(client);
  }

  async increment(key: string, ttlMs: number): Promise<number> {
    const [count] = await this.client.multi().incr(key).pExpire(key, ttlMs).exec();
    return Number(count);
  }

  async close(): Promise<void> {
    await this.client.quit().catch(() => undefined);
  }
}
