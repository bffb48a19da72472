import { describe, expect, it } from 'vitest';
import { normaliseReceiver } from './receiver';

describe('normaliseReceiver', () => {
  it('keeps the digits of a phone number', () => {
    expect(normaliseReceiver(0, ' 138-1234 5678 ')).toBe('13812345678');
    expect(normaliseReceiver(2, '+85261234567')).toBe('85261234567');
    expect(normaliseReceiver(0, 'call me')).toBeNull();
  });

  it('lower-cases an e-mail address and checks its shape', () => {
    expect(normaliseReceiver(1, ' Demo888@Example.COM')).toBe('demo888@example.com');
    expect(normaliseReceiver(1, 'demo888@example')).toBeNull();
    expect(normaliseReceiver(1, `${'a'.repeat(40)}@example.com`)).toBeNull();
  });
});
