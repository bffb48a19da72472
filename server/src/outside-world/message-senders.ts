import type { CodeChannel } from '../codes/receiver';
import type { MessageSender } from './message-sender';

/** Each channel's sender: SMS and voice to the SMS gateway, e-mail to SMTP, whatever is not configured to `fallback`. */
export function senderByChannel(
  senders: Partial<Record<CodeChannel, MessageSender>>,
  fallback: MessageSender,
): MessageSender {
  return {
    async send(message, log) {
      await (senders[message.channel] ?? fallback).send(message, log);
    },
  };
}
