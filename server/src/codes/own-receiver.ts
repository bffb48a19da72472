import { ResponseCode } from 'shared/contract';
import { DomainError } from '../domain/domain-error';
import type { MemberContact } from '../members/member-contact';
import { normaliseReceiver, type CodeChannel } from './receiver';

const MISMATCH: Readonly<Record<'phone' | 'email', string>> = {
  phone: '手机号码与账号不匹配',
  email: '邮箱与账号不匹配',
};

/**
 * A code only goes to an address bound to the member it is for: `receiver` (normalised) must be the
 * member's phone, or for e-mail its address, else 6007 with the mismatch message. An unknown member
 * gets the same answer as a wrong address, so recovery does not tell which names exist.
 */
export function requireOwnReceiver(
  member: MemberContact | null,
  channel: CodeChannel,
  receiver: string,
  mismatch?: string,
): MemberContact {
  const bound = member === null ? null : normaliseReceiver(channel, channel === 1 ? member.email : member.phone);
  if (member === null || bound === null || bound !== receiver) {
    throw new DomainError(ResponseCode.INVALID_PARAMETER, mismatch ?? MISMATCH[channel === 1 ? 'email' : 'phone']);
  }
  if (member.status === 'frozen') throw new DomainError(ResponseCode.CONTACT_CUSTOMER_SERVICE);
  return member;
}
