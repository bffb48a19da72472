import { describe, expect, it } from 'vitest';
import { isWebUrl } from './launch-url';

describe('isWebUrl', () => {
  it('accepts http and https only', () => {
    expect(isWebUrl('https://g.example/play')).toBe(true);
    expect(isWebUrl('http://127.0.0.1:8080/lobby')).toBe(true);
    expect(isWebUrl('javascript:alert(1)')).toBe(false);
    expect(isWebUrl('/game/x')).toBe(false);
    expect(isWebUrl(null)).toBe(false);
  });
});
