import pg from 'pg';

/** Which process runs the live sports engine (and nothing else: every process serves requests). */
export interface Leadership {
  readonly leading: boolean;
  /** Called on each change, after `leading` changed. */
  onChange(listener: (leading: boolean) => void): void;
  stop(): Promise<void>;
}

/** One process (the embedded database): always the leader. */
export const ALWAYS_LEADER: Leadership = {
  leading: true,
  onChange: () => undefined,
  stop: () => Promise.resolve(),
};

/** The advisory lock key of the sports engine: any fixed 64-bit number no other lock uses. */
export const ENGINE_LOCK_KEY = 1_717_170_017;
export const LEADER_POLL_MS = 2_000;

/**
 * Leader through PostgreSQL: a session-level advisory lock held on a connection of its own. The
 * server frees the lock when that session ends, so a killed process hands over within one poll of
 * the others, and no lease or clock is involved.
 */
export class AdvisoryLockLeadership implements Leadership {
  private client: pg.Client | null = null;
  private leadingNow = false;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  private readonly listeners = new Set<(leading: boolean) => void>();

  private constructor(
    private readonly connectionString: string,
    private readonly onError: (error: unknown) => void,
    private readonly pollMs: number,
  ) {}

  /** Tries once at once (the first process leads from its start), then every pollMs. */
  static async start(
    connectionString: string,
    onError: (error: unknown) => void,
    pollMs = LEADER_POLL_MS,
  ): Promise<AdvisoryLockLeadership> {
    const leadership = new AdvisoryLockLeadership(connectionString, onError, pollMs);
    await leadership.poll();
    leadership.timer = setInterval(() => void leadership.poll(), pollMs);
    leadership.timer.unref();
    return leadership;
  }

  get leading(): boolean {
    return this.leadingNow;
  }

  onChange(listener: (leading: boolean) => void): void {
    this.listeners.add(listener);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
    const client = this.client;
    this.client = null;
    this.set(false);
    // Ending the session frees the lock for the next process at once.
    if (client !== null) await client.end().catch(() => undefined);
  }

  private async poll(): Promise<void> {
    if (this.stopped) return;
    try {
      if (this.leadingNow) {
        // A leader checks its own session: a cut connection (the server restarted, the network) has freed the lock.
        await this.client?.query('select 1');
        return;
      }
      const client = this.client ?? (await this.connect());
      const rows = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
        ENGINE_LOCK_KEY,
      ]);
      if (rows.rows[0]?.locked === true && !this.stopped) this.set(true);
    } catch (error) {
      this.onError(error);
      this.lost(this.client);
    }
  }

  private async connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.connectionString });
    // The session (and with it the lock) is gone: stop leading; the next poll connects again.
    client.on('error', (error) => {
      this.onError(error);
      this.lost(client);
    });
    client.on('end', () => this.lost(client));
    await client.connect();
    this.client = client;
    return client;
  }

  private lost(client: pg.Client | null): void {
    if (client === null || this.client !== client) return;
    this.client = null;
    this.set(false);
    void client.end().catch(() => undefined);
  }

  private set(leading: boolean): void {
    if (this.leadingNow === leading) return;
    this.leadingNow = leading;
    for (const listener of this.listeners) listener(leading);
  }
}
