import { describe, expect, it } from 'vitest';
import zhCN from './zh-CN.json';
import zhTW from './zh-TW.json';
import { expectedTraditional } from './testing';
import { i18n, registerResources, setLanguage } from './instance';

describe('shared i18n', () => {
  it('keeps zh-TW in step with zh-CN (run `npm run i18n:tw` after editing zh-CN)', () => {
    expect(zhTW).toEqual(expectedTraditional(zhCN));
  });

  it('switches language for every namespace', async () => {
    registerResources('demo', { hello: '会员中心' }, { hello: '會員中心' });
    await setLanguage('zh-TW');
    expect(i18n.t('demo:hello')).toBe('會員中心');
    expect(i18n.t('shared:common.retry')).toBe('重試');
    await setLanguage('zh-CN');
    expect(i18n.t('demo:hello')).toBe('会员中心');
  });

  it('interpolates without escaping Chinese', () => {
    expect(i18n.t('api.status', { status: 502 })).toBe('请求失败（状态码 502），请稍后重试');
  });
});
