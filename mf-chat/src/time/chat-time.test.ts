import { describe, expect, it } from 'vitest';
import { chatClock, chatDeadline } from './chat-time';

const at = Date.UTC(2025, 4, 20, 6, 7); // 14:07 in Beijing

describe('chat times', () => {
  it('prints a line time as HH:mm in Beijing time', () => {
    expect(chatClock(at)).toBe('14:07');
  });

  it('prints a deadline as HH:mm on the same day, with the date when it is another day', () => {
    expect(chatDeadline(at, at - 60_000)).toBe('14:07');
    expect(chatDeadline(at + 24 * 3_600_000, at)).toBe('05-21 14:07');
  });
});
