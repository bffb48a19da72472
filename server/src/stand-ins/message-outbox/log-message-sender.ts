import type { MessageSender } from '../../outside-world/message-sender';

/**
 * The development outbox: one log line `[code] <cate> <receiver> <code>`, so a developer running the
 * server reads the code off the console. Never use it where real players log in: set SMTP_URL and
 * SMS_GATEWAY_URL (server/README.md).
 */
export const logMessageSender: MessageSender = {
  async send(message, log) {
    log.info(`[code] ${message.channel} ${message.receiver} ${message.code}`);
  },
};
