import Fastify, { type FastifyInstance } from 'fastify';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { DeliveryFailure } from '../../outside-world/message-sender';
import { httpSmsSender, type SmsGatewayRequest } from './http-sms-sender';

const log = {} as FastifyBaseLogger;
const code = { purpose: 3 as const, channel: 0 as const, receiver: '13987654321', code: '042917', sentAt: new Date() };

let gateway: FastifyInstance | null = null;
afterEach(async () => {
  await gateway?.close();
  gateway = null;
});

/** A gateway on 127.0.0.1 that records each call and answers with `status` after `delayMs`. */
async function startGateway(status: number, delayMs = 0) {
  const calls: { authorization: string | undefined; body: SmsGatewayRequest }[] = [];
  gateway = Fastify();
  gateway.post('/send', async (request, reply) => {
    calls.push({ authorization: request.headers.authorization, body: request.body as SmsGatewayRequest });
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    return reply.code(status).send({ ok: status < 300 });
  });
  const address = await gateway.listen({ port: 0, host: '127.0.0.1' });
  return { url: `${address}/send`, calls };
}

describe('HTTP SMS gateway sender', () => {
  it('POSTs the code as JSON with the bearer token', async () => {
    const { url, calls } = await startGateway(200);
    await httpSmsSender({ url, token: 'secret-token', timeoutMs: 2_000 }).send(code, log);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.authorization).toBe('Bearer secret-token');
    expect(calls[0]?.body).toMatchObject({ to: '13987654321', channel: 'sms', code: '042917' });
    expect(calls[0]?.body.text).toContain('042917');
  });

  it('rejects with a DeliveryFailure naming the status when the gateway answers non-2xx', async () => {
    const { url } = await startGateway(503);
    const sending = httpSmsSender({ url, token: 't', timeoutMs: 2_000 }).send(code, log);
    await expect(sending).rejects.toBeInstanceOf(DeliveryFailure);
    await expect(sending).rejects.toThrow(/503/);
  });

  it('rejects with a DeliveryFailure when the gateway does not answer in time', async () => {
    const { url } = await startGateway(200, 1_000);
    await expect(httpSmsSender({ url, token: 't', timeoutMs: 100 }).send(code, log)).rejects.toThrow(
      /no answer within 100 ms/,
    );
  });
});
