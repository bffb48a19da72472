import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from '../../scripts/lib/apps.mjs';

/** The bits of a `ws` client socket used here (e2e has no `ws` of its own: the server's is borrowed). */
interface WebSocket {
  on(event: 'message', listener: (data: Buffer) => void): void;
  on(event: 'close' | 'error', listener: () => void): void;
  send(data: string): void;
  once(event: 'open', listener: () => void): void;
  once(event: 'error', listener: (error: Error) => void): void;
  terminate(): void;
}
const WebSocket = createRequire(join(ROOT, 'server', 'package.json'))('ws') as new (
  url: string,
  options?: { perMessageDeflate?: boolean; handshakeTimeout?: number },
) => WebSocket;

/** The time the feed stamped a batch with: read from its first bytes, so a client costs little to run. */
const AT = /"at":(\d+)/;

/**
 * What all the bench's feed clients saw, together: frames and bytes, each batch's delivery latency
 * (arrival here minus the engine's flush time in the batch), and the sockets the server closed.
 */
export class FeedCrowd {
  private readonly sockets: WebSocket[] = [];
  frames = 0;
  bytes = 0;
  closed = 0;
  measuring = false;
  latencies: number[] = [];
  /** Hears every message whole (a probe that reads the batches). */
  onMessage: ((data: Buffer) => void) | null = null;

  /**
   * @param watchOf the ids client number i watches (a page of the book), or null: it sends no
   * watch and gets every change.
   */
  constructor(
    private readonly url: string,
    private readonly watchOf: (i: number) => readonly string[] | null = () => null,
  ) {}

  get size(): number {
    return this.sockets.length;
  }

  /** Opens clients until there are `count`, `parallel` at a time; answers how many the server refused or let time out. */
  async grow(count: number, parallel = 100): Promise<number> {
    let failed = 0;
    while (this.sockets.length - failed < count) {
      const batch = Math.min(parallel, count - (this.sockets.length - failed));
      const opened = await Promise.allSettled(Array.from({ length: batch }, () => this.open()));
      failed += opened.filter((result) => result.status === 'rejected').length;
      if (failed > 0) return failed;
    }
    return 0;
  }

  private open(): Promise<void> {
    // A handshake the server never answers fails the step instead of hanging it.
    const socket = new WebSocket(this.url, { perMessageDeflate: false, handshakeTimeout: 30_000 });
    const gameIds = this.watchOf(this.sockets.length);
    this.sockets.push(socket);
    socket.on('message', (data: Buffer) => {
      this.onMessage?.(data);
      if (!this.measuring) return;
      this.frames += 1;
      this.bytes += data.length;
      const at = AT.exec(data.subarray(0, 64).toString('latin1'));
      if (at) this.latencies.push(Date.now() - Number(at[1]));
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      this.closed += 1;
    });
    return new Promise((resolve, reject) => {
      socket.once('open', () => {
        if (gameIds !== null) socket.send(JSON.stringify({ type: 'watch', gameIds }));
        resolve();
      });
      socket.once('error', reject);
    });
  }

  /** Starts a measuring window: counters from zero. */
  start(): void {
    this.frames = 0;
    this.bytes = 0;
    this.latencies = [];
    this.measuring = true;
  }

  stop(): void {
    this.measuring = false;
  }

  closeAll(): void {
    for (const socket of this.sockets) socket.terminate();
    this.sockets.length = 0;
  }
}
