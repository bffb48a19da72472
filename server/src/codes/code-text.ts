import { CODE_TTL_SECONDS } from 'shared/contract';
import type { SentCode } from '../outside-world/message-sender';
import { CODE_PURPOSE_NAMES } from './purpose-names';

/** The words a member's phone or mailbox shows for one code: the same on every gateway. */
export function codeText(message: SentCode): { subject: string; text: string } {
  const purpose = CODE_PURPOSE_NAMES[message.purpose];
  return {
    subject: `${purpose}验证码`,
    text: `您的${purpose}验证码为 ${message.code}，${Math.round(CODE_TTL_SECONDS / 60)}分钟内有效。如非本人操作，请忽略本消息，切勿将验证码告诉他人。`,
  };
}
