import { describe, expect, it } from 'vitest';
import { timeLeft } from './handle-send';

describe('timeLeft (the 7502 text)', () => {
  it.each([
    [1, '1分钟'],
    [60_000, '1分钟'],
    [60_001, '2分钟'],
    [59 * 60_000, '59分钟'],
    [60 * 60_000, '1小时'],
    [125 * 60_000, '2小时5分钟'],
  ])('%i ms left reads %s', (ms, text) => {
    expect(timeLeft(ms)).toBe(text);
  });
});
