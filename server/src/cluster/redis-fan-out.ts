import { createClient } from 'redis';
import type { FanOut } from './fan-out';

type RedisClient = ReturnType<typeof createClient>;

/**
 * Redis pub/sub (REDIS_URL): one connection publishes, a second one subscribes (a subscribed Redis
 * connection can do nothing else). Pub/sub keeps no history: a process that was down misses what was
 * published meanwhile, which is fine for live pushes (clients take a fresh snapshot on reconnect).
 */
export class RedisFanOut implements FanOut {
  private constructor(
    private readonly publisher: RedisClient,
    private readonly subscriber: RedisClient,
  ) {}

  static async connect(url: string, onError: (error: unknown) => void): Promise<RedisFanOut> {
    const publisher = createClient({ url });
    const subscriber = publisher.duplicate();
    // Without a listener an 'error' event (a dropped connection) would crash the process; the client reconnects by itself.
    publisher.on('error', onError);
    subscriber.on('error', onError);
    await Promise.all([publisher.connect(), subscriber.connect()]);
    return new RedisFanOut(publisher, subscriber);
  }

  async publish(channel: string, message: string): Promise<void> {
    await this.publisher.publish(channel, message);
  }

  async subscribe(channel: string, listener: (message: string) => void): Promise<() => void> {
    await this.subscriber.subscribe(channel, listener);
    return () => {
      void this.subscriber.unsubscribe(channel, listener).catch(() => undefined);
    };
  }

  async close(): Promise<void> {
    await Promise.allSettled([this.subscriber.quit(), this.publisher.quit()]);
  }
}
