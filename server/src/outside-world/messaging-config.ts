import type { SmsGatewayOptions } from '../adapters/sms-gateway/http-sms-sender';
import type { SmtpMailOptions } from '../adapters/smtp-mail/smtp-mail-sender';

/** The real gateways for verification codes; each one left null keeps its channels on the development outbox. */
export interface MessagingConfig {
  smtp: SmtpMailOptions | null;
  smsGateway: SmsGatewayOptions | null;
}
