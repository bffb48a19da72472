import { describe, expect, it } from 'vitest';
import { expectedTraditional } from 'shared/i18n/testing';
import downloadCN from '../pages/download/i18n/zh-CN.json';
import downloadTW from '../pages/download/i18n/zh-TW.json';
import helpCN from '../pages/help/i18n/zh-CN.json';
import helpTW from '../pages/help/i18n/zh-TW.json';
import zhCN from './zh-CN.json';
import zhTW from './zh-TW.json';

// The shell's texts and those of each lazily loaded page that brings its own.
describe.each([
  ['the shell', zhCN, zhTW],
  ['the help centre', helpCN, helpTW],
  ['the download page', downloadCN, downloadTW],
])('translations of %s', (_name, simplified, traditional) => {
  it('keep zh-TW generated from zh-CN (run `npm run i18n:tw` after editing a zh-CN.json)', () => {
    expect(traditional).toEqual(expectedTraditional(simplified));
  });
});
