import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { logMessageSender } from './log-message-sender';

describe('development outbox', () => {
  it('logs one line per code: [code] <cate> <receiver> <code>', async () => {
    const info = vi.fn();
    await logMessageSender.send(
      { purpose: 3, channel: 0, receiver: '13987654321', code: '042917', sentAt: new Date() },
      { info } as unknown as FastifyBaseLogger,
    );
    expect(info).toHaveBeenCalledWith('[code] 0 13987654321 042917');
  });
});
