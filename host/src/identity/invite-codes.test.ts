import { beforeEach, describe, expect, it } from 'vitest';
import { readItem } from 'shared/storage';
import { captureInviteCodes, parseInviteCodes } from './invite-codes';

beforeEach(() => localStorage.clear());

describe('parseInviteCodes', () => {
  it.each(['rcode', 'r_code', 'rCode', 'RCODE', 'R_Code'])('reads the referral code spelled %s', (name) => {
    expect(parseInviteCodes(`?${name}=R42`)).toEqual({ rCode: 'R42' });
  });

  it.each(['icode', 'i_code', 'iCode', 'ICODE'])('reads the invite code spelled %s', (name) => {
    expect(parseInviteCodes(`?x=1&${name}=I7`)).toEqual({ iCode: 'I7' });
  });

  it('ignores empty values and other parameters', () => {
    expect(parseInviteCodes('?rcode=&icode=%20&code=9')).toEqual({});
  });
});

describe('captureInviteCodes', () => {
  it('stores both codes under their keys and keeps earlier ones when absent', () => {
    captureInviteCodes('?r_code=R1&iCode=I1');
    expect(readItem('referralCode')).toBe('R1');
    expect(readItem('inviteCode')).toBe('I1');
    captureInviteCodes('?register=1');
    expect(readItem('referralCode')).toBe('R1');
  });
});
