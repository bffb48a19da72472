import { createServer, type Server, type Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { DeliveryFailure } from '../../outside-world/message-sender';
import { smtpMailSender } from './smtp-mail-sender';

const log = {} as FastifyBaseLogger;

interface Listener {
  port: number;
  /** Each message's envelope and raw text, once the listener accepted it. */
  received: { from: string; to: string[]; data: string }[];
  server: Server;
}

/**
 * Just enough SMTP on 127.0.0.1 for one client: greeting, EHLO, MAIL, RCPT (refused for `refuse`),
 * DATA up to the lone dot, QUIT. `silent` never sends the greeting.
 */
async function smtpListener(behaviour: { refuse?: string; silent?: boolean } = {}): Promise<Listener> {
  const received: Listener['received'] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    if (behaviour.silent === true) return;
    let buffer = '';
    let inData = false;
    let current = { from: '', to: [] as string[], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 127.0.0.1 ESMTP test');
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push(current);
          current = { from: '', to: [], data: '' };
          reply('250 2.0.0 queued');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol === -1) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') reply('250 127.0.0.1');
        else if (verb === 'MAIL') {
          current.from = /<(.*)>/.exec(line)?.[1] ?? '';
          reply('250 2.1.0 ok');
        } else if (verb === 'RCPT') {
          const to = /<(.*)>/.exec(line)?.[1] ?? '';
          if (to === behaviour.refuse) reply('550 5.1.1 mailbox unavailable');
          else {
            current.to.push(to);
            reply('250 2.1.5 ok');
          }
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 end with <CRLF>.<CRLF>');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else if (verb === 'RSET' || verb === 'NOOP') reply('250 ok');
        else reply('502 5.5.2 not implemented');
      }
    });
  });
  server.on('close', () => sockets.forEach((s) => s.destroy()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  const close = server.close.bind(server);
  server.close = ((cb?: (err?: Error) => void) => {
    sockets.forEach((s) => s.destroy());
    return close(cb);
  }) as Server['close'];
  return { port: address.port, received, server };
}

let listener: Listener | null = null;
afterEach(async () => {
  await new Promise((resolve) => listener?.server.close(resolve) ?? resolve(undefined));
  listener = null;
});

const code = {
  purpose: 6 as const,
  channel: 1 as const,
  receiver: 'member@example.com',
  code: '305117',
  sentAt: new Date(),
};

describe('SMTP mail sender', () => {
  it('hands the code to the SMTP server, from SMTP_FROM to the member', async () => {
    listener = await smtpListener();
    const sender = smtpMailSender({
      url: `smtp://127.0.0.1:${listener.port}`,
      from: 'no-reply@example.com',
      timeoutMs: 2_000,
    });
    await sender.send(code, log);
    expect(listener.received).toHaveLength(1);
    const [mail] = listener.received;
    expect(mail?.from).toBe('no-reply@example.com');
    expect(mail?.to).toEqual(['member@example.com']);
    // The body is encoded (Chinese text); the six digits stay readable in quoted-printable or base64 alike.
    const body = mail?.data ?? '';
    const text = /Content-Transfer-Encoding: base64/i.test(body)
      ? Buffer.from(
          body
            .split(/\r\n\r\n/)
            .slice(1)
            .join('')
            .replace(/\s+/g, ''),
          'base64',
        ).toString('utf8')
      : body;
    expect(text).toContain('305117');
  });

  it('rejects with a DeliveryFailure when the server refuses the address', async () => {
    listener = await smtpListener({ refuse: 'member@example.com' });
    const sender = smtpMailSender({
      url: `smtp://127.0.0.1:${listener.port}`,
      from: 'no-reply@example.com',
      timeoutMs: 2_000,
    });
    await expect(sender.send(code, log)).rejects.toBeInstanceOf(DeliveryFailure);
    expect(listener.received).toHaveLength(0);
  });

  it('rejects with a DeliveryFailure when the server never greets', async () => {
    listener = await smtpListener({ silent: true });
    const sender = smtpMailSender({
      url: `smtp://127.0.0.1:${listener.port}`,
      from: 'no-reply@example.com',
      timeoutMs: 300,
    });
    await expect(sender.send(code, log)).rejects.toBeInstanceOf(DeliveryFailure);
  });
});
