import { feedClientMessageSchema, type FeedServerMessage, type MatchChange, type OddsChange } from 'shared/contract';
import { isEmptyBatch, watchedPart, WatchSets, type WatchSet } from './watch-sets';

/** What the hub needs of a WebSocket (the `ws` socket @fastify/websocket hands over has all of it). */
export interface FeedSocket {
  readonly bufferedAmount: number;
  send(data: string): void;
  /** A batch: the same encoded bytes for every client, sent as a text frame (`binary: false`). */
  send(data: Buffer, options: { binary: boolean }): void;
  terminate(): void;
  on(event: 'message', listener: (data: unknown) => void): unknown;
  on(event: 'close', listener: () => void): unknown;
}

/**
 * A client that has not taken 4 MB of batches (a minute and more of a busy feed) is not keeping up:
 * it is cut off, and reconnects with a fresh snapshot, instead of the server buffering for it forever.
 */
export const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

/** The browser reads the feed as text: the encoded batch goes out in a text frame. */
const TEXT_FRAME = { binary: false } as const;

export type FeedBatch = Extract<FeedServerMessage, { type: 'batch' }>;

/**
 * Collects the book's changes and sends them as one batch per engine tick to every client. A client
 * that sent watch gets only its matches' part of each batch (empty when none moved, so its seq
 * still grows by one); one that never did gets everything. Each batch is serialised and encoded
 * once per distinct watch set (and once whole), whatever the number of clients.
 */
export class FeedHub {
  private sequence = 0;
  private odds: OddsChange[] = [];
  private readonly matches = new Map<string, MatchChange>();
  private ended: string[] = [];
  /** Each client with its watch set; null: it watches everything. */
  private readonly clients = new Map<FeedSocket, WatchSet | null>();
  private readonly watchSets = new WatchSets();
  private readonly matchListeners = new Set<(changes: readonly MatchChange[]) => void>();
  /** Changes a second the engine is asked for, announced in hello. */
  rate = 0;
  /** Clients dropped for falling behind, for the log and tests. */
  dropped = 0;
  /** Batch frames encoded so far, for tests: one per distinct watch set per batch. */
  encoded = 0;
  /**
   * Several processes (cluster/sports-relay): a flushed batch goes here instead of to the clients,
   * and comes back to every process through deliver(). Null in one process: flush sends directly.
   */
  relay: ((batch: FeedBatch) => void) | null = null;

  /** The sequence number of the last batch sent: a snapshot taken now includes every batch up to it. */
  get seq(): number {
    return this.sequence;
  }

  get clientCount(): number {
    return this.clients.size;
  }

  /** Distinct watch sets of the connected clients. */
  get watchSetCount(): number {
    return this.watchSets.size;
  }

  pushOdds(change: OddsChange): void {
    this.odds.push(change);
  }

  /** Fields of one match that changed; several changes in one tick merge into one entry. */
  pushMatch(change: MatchChange): void {
    const pending = this.matches.get(change.gameId);
    this.matches.set(change.gameId, pending === undefined ? change : { ...pending, ...change });
  }

  /** Hears each batch's match changes too (the chat's score pushes); answers the way to stop. */
  onMatchChanges(listener: (changes: readonly MatchChange[]) => void): () => void {
    this.matchListeners.add(listener);
    return () => this.matchListeners.delete(listener);
  }

  pushEnded(gameId: string): void {
    this.ended.push(gameId);
  }

  get pendingOdds(): number {
    return this.odds.length;
  }

  /** Sends what collected since the last flush as batch seq+1; nothing at all when nothing changed. */
  flush(nowMs: number): void {
    if (this.odds.length === 0 && this.matches.size === 0 && this.ended.length === 0) return;
    this.sequence += 1;
    const batch: FeedBatch = {
      type: 'batch',
      seq: this.sequence,
      at: nowMs,
      odds: this.odds,
      matches: [...this.matches.values()],
      ended: this.ended,
    };
    this.odds = [];
    this.matches.clear();
    this.ended = [];
    if (this.relay !== null) this.relay(batch);
    else this.deliver(batch);
  }

  /**
   * Sends a batch to this process's clients and listeners. A batch another process made moves the
   * sequence on, so hello and the snapshot here count the same batches as there.
   */
  deliver(batch: FeedBatch): void {
    this.sequence = Math.max(this.sequence, batch.seq);
    if (batch.matches.length > 0) for (const listener of this.matchListeners) listener(batch.matches);
    if (this.clients.size === 0) return;
    const frames = new Map<WatchSet | null, Buffer>();
    let empty: Buffer | null = null;
    for (const [client, watch] of this.clients) {
      if (client.bufferedAmount > MAX_BUFFERED_BYTES) {
        this.dropped += 1;
        this.forget(client);
        client.terminate();
        continue;
      }
      let frame = frames.get(watch);
      if (frame === undefined) {
        const part = watch === null ? batch : watchedPart(batch, watch.ids);
        // Every page where nothing moved shares one empty batch.
        frame = isEmptyBatch(part) && watch !== null ? (empty ??= this.encode(part)) : this.encode(part);
        frames.set(watch, frame);
      }
      client.send(frame, TEXT_FRAME);
    }
  }

  /** Encoded here once per set: a string would be encoded again by the socket for every client. */
  private encode(batch: FeedBatch): Buffer {
    this.encoded += 1;
    return Buffer.from(JSON.stringify(batch), 'utf8');
  }

  /**
   * The client's matches from the next batch on (null: everything). A new watch replaces the last;
   * a client that closed watches nothing.
   */
  private watch(socket: FeedSocket, gameIds: readonly string[] | null): void {
    if (!this.clients.has(socket)) return;
    const current = this.clients.get(socket);
    if (current) this.watchSets.leave(current);
    this.clients.set(socket, gameIds === null ? null : this.watchSets.join(gameIds));
  }

  private forget(socket: FeedSocket): void {
    const current = this.clients.get(socket);
    if (current) this.watchSets.leave(current);
    this.clients.delete(socket);
  }

  /**
   * A new client, watching everything: hello with the current sequence, pong to each ping, its watch
   * set replaced by each watch, forgotten when it closes.
   */
  attach(socket: FeedSocket, now: () => number): void {
    this.clients.set(socket, null);
    socket.on('close', () => this.forget(socket));
    socket.on('message', (data) => {
      const message = feedClientMessageSchema.safeParse(parseJson(data));
      // Anything outside the protocol (a watch too long, ids that are not strings) is ignored.
      if (!message.success) return;
      if (message.data.type === 'watch') this.watch(socket, message.data.gameIds);
      else socket.send(JSON.stringify({ type: 'pong', at: now() } satisfies FeedServerMessage));
    });
    socket.send(JSON.stringify({ type: 'hello', seq: this.sequence, rate: this.rate } satisfies FeedServerMessage));
  }

  closeAll(): void {
    for (const client of this.clients.keys()) client.terminate();
    this.clients.clear();
    this.watchSets.clear();
  }
}

function parseJson(data: unknown): unknown {
  try {
    const text = typeof data === 'string' ? data : Buffer.isBuffer(data) ? data.toString('utf8') : '';
    return JSON.parse(text);
  } catch {
    return null;
  }
}
