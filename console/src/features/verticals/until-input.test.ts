import { describe, expect, it } from 'vitest';
import { untilFromInput, untilToInput } from './until-input';

describe('the maintenance end field', () => {
  it('reads Beijing time and writes it back', () => {
    expect(untilFromInput('2026-11-25T12:00')).toBe('2026-11-25T04:00:00.000Z');
    expect(untilToInput('2026-11-25T04:00:00.000Z')).toBe('2026-11-25T12:00');
  });

  it('takes an empty field as not announced and anything else as no time', () => {
    expect(untilFromInput(' ')).toBeUndefined();
    expect(untilToInput(undefined)).toBe('');
    expect(untilFromInput('明天中午')).toBeNull();
  });
});
