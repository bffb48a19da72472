import { describe, expect, it } from 'vitest';
import { ALWAYS_LEADER, AdvisoryLockLeadership } from './leadership';

const url = process.env.TEST_DATABASE_URL ?? '';

async function until(check: () => boolean, ms = 3_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('leadership', () => {
  it('is always the leader in one process (the embedded database)', () => {
    expect(ALWAYS_LEADER.leading).toBe(true);
  });

  // The advisory lock needs a PostgreSQL server: run with TEST_DATABASE_URL (npm run bench:cluster proves it too).
  describe.skipIf(url === '')('through a PostgreSQL advisory lock', () => {
    it('has one leader, and the next process takes over within a poll when the leader stops', async () => {
      const errors: unknown[] = [];
      const first = await AdvisoryLockLeadership.start(url, (e) => errors.push(e), 100);
      const second = await AdvisoryLockLeadership.start(url, (e) => errors.push(e), 100);
      const changes: boolean[] = [];
      second.onChange((leading) => changes.push(leading));
      try {
        expect([first.leading, second.leading]).toEqual([true, false]);
        await first.stop();
        expect(first.leading).toBe(false);
        await until(() => second.leading);
        expect(changes).toEqual([true]);
        expect(errors).toEqual([]);
      } finally {
        await Promise.all([first.stop(), second.stop()]);
      }
    });

    it('stops leading when its session is cut, and the lock goes to the other process', async () => {
      const first = await AdvisoryLockLeadership.start(url, () => undefined, 100);
      const second = await AdvisoryLockLeadership.start(url, () => undefined, 100);
      const pg = (await import('pg')).default;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      try {
        expect(first.leading).toBe(true);
        // What a crashed process looks like to the server: its session ends.
        await admin.query(
          `select pg_terminate_backend(pid) from pg_locks where locktype = 'advisory' and granted and objid = $1 and pid <> pg_backend_pid()`,
          [1_717_170_017],
        );
        const killed = await admin.query(
          `select pid from pg_locks where locktype = 'advisory' and granted and objid = $1`,
          [1_717_170_017],
        );
        expect(killed.rows).toEqual([]);
        await until(() => !first.leading);
        await until(() => second.leading);
      } finally {
        await admin.end();
        await Promise.all([first.stop(), second.stop()]);
      }
    });
  });
});
