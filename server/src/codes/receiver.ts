/** 0 SMS, 1 e-mail, 2 voice call (contract codes-send). */
export type CodeChannel = 0 | 1 | 2;
/** 2 password reset, 3 new-device check, 4 withdraw-password reset (migration 009), 5 bind phone, 6 bind e-mail (migration 014). */
export type CodePurpose = 2 | 3 | 4 | 5 | 6;

export const CHANNEL_NAMES: Readonly<Record<CodeChannel, string>> = { 0: 'sms', 1: 'email', 2: 'voice' };

const PHONE = /^\d{5,20}$/;
/** SPEC §5's e-mail rule: non-space run, @, non-space run, dot, non-space run. */
const EMAIL = /^\S+@\S+\.\S+$/;

/**
 * The receiver as stored and compared: phone numbers as bare digits (spaces, dashes and a leading +
 * dropped), e-mail addresses in lower case. null when it is not a receiver of that channel.
 */
export function normaliseReceiver(channel: CodeChannel, raw: string): string | null {
  if (channel === 1) {
    const email = raw.trim().toLowerCase();
    return EMAIL.test(email) && email.length <= 40 ? email : null;
  }
  const phone = raw.replace(/[\s()+-]/g, '');
  return PHONE.test(phone) ? phone : null;
}
