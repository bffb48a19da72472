import { describe, expect, it } from 'vitest';
import { expectedTraditional } from 'shared/i18n/testing';
import zhCN from './zh-CN.json';
import zhTW from './zh-TW.json';

describe('console texts', () => {
  it('keeps zh-TW in step with zh-CN (run shared/scripts/generate-zh-tw.mjs after editing zh-CN)', () => {
    expect(zhTW).toEqual(expectedTraditional(zhCN));
  });
});
