import { httpSmsSender } from '../adapters/sms-gateway/http-sms-sender';
import { smtpMailSender } from '../adapters/smtp-mail/smtp-mail-sender';
import type { CodeChannel } from '../codes/receiver';
import { logMessageSender } from '../stand-ins/message-outbox';
import type { MessageSender } from './message-sender';
import { senderByChannel } from './message-senders';
import type { MessagingConfig } from './messaging-config';

/** E-mail through SMTP_URL, SMS and voice through SMS_GATEWAY_URL; a channel without a gateway stays on the development outbox. */
export function messageSenderFromConfig(config: MessagingConfig): MessageSender {
  const senders: Partial<Record<CodeChannel, MessageSender>> = {};
  if (config.smtp !== null) senders[1] = smtpMailSender(config.smtp);
  if (config.smsGateway !== null) {
    const gateway = httpSmsSender(config.smsGateway);
    senders[0] = gateway;
    senders[2] = gateway;
  }
  return senderByChannel(senders, logMessageSender);
}
