import { describe, expect, it } from 'vitest';
import { expectedTraditional } from 'shared/i18n/testing';
import zhCN from './zh-CN.json';
import zhTW from './zh-TW.json';

describe('translations', () => {
  it('keep zh-TW generated from zh-CN (run `npm run i18n:tw` after editing zh-CN.json)', () => {
    expect(zhTW).toEqual(expectedTraditional(zhCN));
  });
});
