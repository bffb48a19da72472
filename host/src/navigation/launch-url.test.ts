import { describe, expect, it } from 'vitest';
import { isWebUrl, withUserId } from './launch-url';

describe('withUserId', () => {
  it('keeps a uid the server already put there', () => {
    expect(withUserId('https://book.example/x?uid=7&t=1', '9')).toBe('https://book.example/x?uid=7&t=1');
  });

  it('adds the member id when it is missing', () => {
    expect(withUserId('https://book.example/x?t=1', '9')).toBe('https://book.example/x?t=1&uid=9');
  });
});

describe('isWebUrl', () => {
  it('accepts http and https only', () => {
    expect(isWebUrl('https://g.example/play')).toBe(true);
    expect(isWebUrl('http://127.0.0.1:8080/lobby')).toBe(true);
    expect(isWebUrl('javascript:alert(1)')).toBe(false);
    expect(isWebUrl('/game/x')).toBe(false);
    expect(isWebUrl(null)).toBe(false);
  });
});
