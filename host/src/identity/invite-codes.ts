import { writeItem } from 'shared/storage';

export interface InviteCodes {
  /** Referral code (rcode). */
  rCode?: string;
  /** Invite code (icode). */
  iCode?: string;
}

/** rcode, r_code, rCode, RCODE, r-code… all name the same thing: compare names without case and separators. */
function canonical(name: string): string {
  return name.toLowerCase().replace(/[_-]/g, '');
}

/** SPEC §3: the invite codes of a landing URL, in whatever spelling the link used; the first non-empty wins. */
export function parseInviteCodes(search: string): InviteCodes {
  const codes: InviteCodes = {};
  for (const [name, raw] of new URLSearchParams(search)) {
    const value = raw.trim();
    if (!value) continue;
    const key = canonical(name);
    if (key === 'rcode' && codes.rCode === undefined) codes.rCode = value;
    if (key === 'icode' && codes.iCode === undefined) codes.iCode = value;
  }
  return codes;
}

/** Stores the codes of this visit; a visit without them keeps the ones from an earlier link. */
export function captureInviteCodes(search: string): InviteCodes {
  const codes = parseInviteCodes(search);
  if (codes.rCode) writeItem('referralCode', codes.rCode);
  if (codes.iCode) writeItem('inviteCode', codes.iCode);
  return codes;
}
