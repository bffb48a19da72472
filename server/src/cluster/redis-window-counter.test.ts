import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PersonSendLimit } from '../chat/person-send-limit';
import { RedisWindowCounter } from './redis-window-counter';

const haveRedis = spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address !== null ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

// A real redis-server (the cluster's), when this machine has one (scripts/lib/cluster installs it for the cluster runs).
describe.skipIf(!haveRedis)('RedisWindowCounter on a real Redis', () => {
  let child: ChildProcess;
  let url: string;
  const counters: RedisWindowCounter[] = [];
  beforeAll(async () => {
    const port = await freePort();
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    url = `redis://127.0.0.1:${port}`;
    for (let attempt = 0; counters.length === 0; attempt++) {
      try {
        counters.push(await RedisWindowCounter.connect(url, () => undefined));
      } catch (error) {
        if (attempt > 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  });
  afterAll(async () => {
    await Promise.all(counters.map((counter) => counter.close()));
    child.kill();
  });

  it('two processes (two connections) share one person’s count', async () => {
    const second = await RedisWindowCounter.connect(url, () => undefined);
    counters.push(second);
    const [first] = counters;
    if (first === undefined) throw new Error('no counter');
    const processA = new PersonSendLimit(first, 3, 10_000);
    const processB = new PersonSendLimit(second, 3, 10_000);
    const now = 1_000_000;
    const answers = [
      await processA.take('7', now),
      await processB.take('7', now),
      await processA.take('7', now),
      await processB.take('7', now),
    ];
    expect(answers).toEqual([true, true, true, false]);
    expect(await processA.take('8', now)).toBe(true);
    expect(await processB.take('7', now + 10_000)).toBe(true);
  });
});
