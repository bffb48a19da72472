import { codeText } from '../../codes/code-text';
import { CHANNEL_NAMES } from '../../codes/receiver';
import { DeliveryFailure, type MessageSender } from '../../outside-world/message-sender';

export interface SmsGatewayOptions {
  /** SMS_GATEWAY_URL: where each message is POSTed as JSON. */
  url: string;
  /** SMS_GATEWAY_TOKEN: sent as `Authorization: Bearer <token>`. */
  token: string;
  /** SMS_GATEWAY_TIMEOUT_MS: how long the gateway may take to answer. */
  timeoutMs: number;
}

/**
 * What the gateway receives: `to` the bare digits of the phone number, `channel` sms or voice,
 * `text` the message, `code` for gateways that speak or template it themselves.
 */
export interface SmsGatewayRequest {
  to: string;
  channel: string;
  text: string;
  code: string;
}

/** SMS and voice codes through an HTTP gateway; any answer but 2xx, or none in time, is a DeliveryFailure. */
export function httpSmsSender(options: SmsGatewayOptions): MessageSender {
  return {
    async send(message) {
      const body: SmsGatewayRequest = {
        to: message.receiver,
        channel: CHANNEL_NAMES[message.channel],
        text: codeText(message).text,
        code: message.code,
      };
      let response: Response;
      try {
        response = await fetch(options.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${options.token}` },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (error) {
        const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
        throw new DeliveryFailure(
          'sms gateway',
          timedOut ? `no answer within ${options.timeoutMs} ms` : String(error),
          { cause: error },
        );
      }
      // Read the answer either way, so the connection is released.
      const answer = await response.text().catch(() => '');
      if (!response.ok)
        throw new DeliveryFailure('sms gateway', `answered ${response.status}: ${answer.slice(0, 200)}`);
    },
  };
}
