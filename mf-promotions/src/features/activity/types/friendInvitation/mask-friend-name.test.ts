import { describe, expect, it } from 'vitest';
import { maskFriendName } from './mask-friend-name';

describe('maskFriendName', () => {
  it('hides the middle of a login, whatever its length', () => {
    expect(maskFriendName('player2026')).toBe('pl***6');
    expect(maskFriendName('abcd')).toBe('a**d');
    expect(maskFriendName('ab')).toBe('a*');
    expect(maskFriendName('a')).toBe('a*');
  });

  it('keeps a name the server masked, and counts characters whole', () => {
    expect(maskFriendName('pl***6')).toBe('pl***6');
    expect(maskFriendName('𠀀𠀁𠀂𠀃𠀄')).toBe('𠀀𠀁***𠀄');
    expect(maskFriendName('  ')).toBe('');
  });
});
