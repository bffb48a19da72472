import { describe, expect, it } from 'vitest';
import { holdDialogOpen, isInnermostDialog, nextDialogOrder } from './index';

describe('the dialogs’ opening order', () => {
  it('gives a later dialog a higher number, and the innermost is the highest still open', () => {
    const outer = nextDialogOrder();
    const inner = nextDialogOrder();
    expect(inner).toBeGreaterThan(outer);
    const releaseOuter = holdDialogOpen(outer);
    const releaseInner = holdDialogOpen(inner);
    expect(isInnermostDialog(inner)).toBe(true);
    expect(isInnermostDialog(outer)).toBe(false);
    releaseInner();
    expect(isInnermostDialog(outer)).toBe(true);
    releaseOuter();
  });
});
