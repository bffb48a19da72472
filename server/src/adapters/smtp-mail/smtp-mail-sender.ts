import { createTransport } from 'nodemailer';
import { codeText } from '../../codes/code-text';
import { DeliveryFailure, type MessageSender } from '../../outside-world/message-sender';

export interface SmtpMailOptions {
  /** SMTP_URL: smtp://user:pass@host:587 or smtps://…:465 (nodemailer's connection URL). */
  url: string;
  /** SMTP_FROM: the sender address the mails carry. */
  from: string;
  /** How long connecting, the greeting and each reply may take before the delivery counts as failed. */
  timeoutMs: number;
}

/** E-mail codes through an SMTP server; a refusal or a timeout rejects with a DeliveryFailure. */
export function smtpMailSender(options: SmtpMailOptions): MessageSender {
  const transport = createTransport({
    url: options.url,
    connectionTimeout: options.timeoutMs,
    greetingTimeout: options.timeoutMs,
    socketTimeout: options.timeoutMs,
  });
  return {
    async send(message) {
      const { subject, text } = codeText(message);
      try {
        await transport.sendMail({ from: options.from, to: message.receiver, subject, text });
      } catch (error) {
        throw new DeliveryFailure('smtp', error instanceof Error ? error.message : String(error), { cause: error });
      }
    },
  };
}
