import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { SentCode } from '../outside-world/message-sender';
import { CodeOutbox, recordingSender } from './code-outbox';

const message = (receiver: string, code = '123456'): SentCode => ({
  purpose: 3,
  channel: 0,
  receiver,
  code,
  sentAt: new Date(),
});

describe('code outbox', () => {
  it('remembers the last code per receiver when recording', async () => {
    const outbox = new CodeOutbox();
    const sender = recordingSender({ send: async () => undefined }, outbox);
    const log = {} as FastifyBaseLogger;
    await sender.send(message('a@example.com', '111111'), log);
    await sender.send(message('a@example.com', '222222'), log);
    expect(outbox.lastFor('a@example.com')?.code).toBe('222222');
    expect(outbox.lastFor('b@example.com')).toBeNull();
  });

  it('forgets the oldest receiver beyond its capacity', () => {
    const outbox = new CodeOutbox(2);
    outbox.record(message('1'));
    outbox.record(message('2'));
    outbox.record(message('3'));
    expect(outbox.lastFor('1')).toBeNull();
    expect(outbox.lastFor('3')).not.toBeNull();
  });
});
