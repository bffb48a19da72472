import { describe, expect, it } from 'vitest';
import { userIdOf, withUserId } from './sports';

describe('withUserId', () => {
  it('keeps a uid the server already put there', () => {
    expect(withUserId('https://book.example/x?uid=7&t=1', '9')).toBe('https://book.example/x?uid=7&t=1');
    expect(withUserId('/game/sport/crty?uid=7', '9')).toBe('/game/sport/crty?uid=7');
  });

  it('adds the member id when it is missing, to a relative address too', () => {
    expect(withUserId('https://book.example/x?t=1', '9')).toBe('https://book.example/x?t=1&uid=9');
    expect(withUserId('/game/sport/crty', '9')).toBe('/game/sport/crty?uid=9');
  });

  it('reads the user id back', () => {
    expect(userIdOf('/game/sport/crty?uid=9')).toBe('9');
    expect(userIdOf('https://book.example/x')).toBeNull();
  });
});
