import { feedServerMessageSchema } from 'shared/contract';
import type { FeedSocket } from './feed-hub';

/** A feed socket for the hub's tests: keeps what was sent and lets the test play the client's part. */
export class FakeSocket implements FeedSocket {
  bufferedAmount = 0;
  sent: string[] = [];
  /** Each send as the socket got it: the data object and the options. */
  raw: { data: string | Buffer; options?: { binary: boolean } }[] = [];
  terminated = false;
  private readonly listeners = new Map<string, (data?: unknown) => void>();
  send(data: string | Buffer, options?: { binary: boolean }): void {
    this.sent.push(data.toString());
    this.raw.push(options === undefined ? { data } : { data, options });
  }
  terminate(): void {
    this.terminated = true;
  }
  on(event: 'message' | 'close', listener: (data?: unknown) => void): void {
    this.listeners.set(event, listener);
  }
  emit(event: 'message' | 'close', data?: unknown): void {
    this.listeners.get(event)?.(data);
  }
  messages() {
    return this.sent.map((text) => feedServerMessageSchema.parse(JSON.parse(text)));
  }
}
