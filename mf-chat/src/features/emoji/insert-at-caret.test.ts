import { describe, expect, it } from 'vitest';
import { insertAtCaret } from './insert-at-caret';

describe('insertAtCaret', () => {
  it('inserts at the caret and puts the caret after the insert', () => {
    expect(insertAtCaret('好球', '🔥', 1, 1)).toEqual({ text: '好🔥球', caret: 3 });
  });

  it('replaces the selection', () => {
    expect(insertAtCaret('abcd', '👍', 1, 3)).toEqual({ text: 'a👍d', caret: 3 });
  });

  it('clamps a caret past the end', () => {
    expect(insertAtCaret('ab', '😀', 9, 9)).toEqual({ text: 'ab😀', caret: 4 });
  });
});
