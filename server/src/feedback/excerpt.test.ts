import { describe, expect, it } from 'vitest';
import { EXCERPT_MAX, excerptOf } from './excerpt';

describe('excerptOf', () => {
  it('keeps a short text whole, its line breaks folded into spaces', () => {
    expect(excerptOf('  充值没有到账\n\n请帮忙查一下  ')).toBe('充值没有到账 请帮忙查一下');
  });

  it('cuts a long text at 60 characters, the last one an ellipsis', () => {
    const excerpt = excerptOf('提'.repeat(61));
    expect(Array.from(excerpt)).toHaveLength(EXCERPT_MAX);
    expect(excerpt).toBe(`${'提'.repeat(59)}…`);
    expect(excerptOf('提'.repeat(60))).toBe('提'.repeat(60));
  });

  it('counts an emoji as one character and never cuts it in half', () => {
    const excerpt = excerptOf('😀'.repeat(70), 10);
    expect(excerpt).toBe(`${'😀'.repeat(9)}…`);
  });
});
