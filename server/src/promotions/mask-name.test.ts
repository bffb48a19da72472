import { describe, expect, it } from 'vitest';
import { maskName } from './mask-name';

describe('maskName', () => {
  it('keeps the first two characters and never the whole name', () => {
    expect(maskName('demo888')).toBe('de***');
    expect(maskName('ab')).toBe('a***');
    expect(maskName('x')).toBe('x***');
    expect(maskName('张三丰')).toBe('张三***');
  });
});
