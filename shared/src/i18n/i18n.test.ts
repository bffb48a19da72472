import { describe, expect, it, vi } from 'vitest';
import zhCN from './zh-CN.json';
import zhTW from './zh-TW.json';
import { expectedTraditional } from './testing';
import { i18n, registerResources, setLanguage, translationsReady } from './instance';

describe('shared i18n', () => {
  it('keeps zh-TW in step with zh-CN (run `npm run i18n:tw` after editing zh-CN)', () => {
    expect(zhTW).toEqual(expectedTraditional(zhCN));
  });

  it('switches language for every namespace, fetching zh-TW texts only then, once', async () => {
    const load = vi.fn(() => Promise.resolve({ default: { hello: '會員中心' } }));
    registerResources('demo', { hello: '会员中心' }, load);
    expect(load).not.toHaveBeenCalled();
    await setLanguage('zh-TW');
    expect(i18n.language).toBe('zh-TW');
    expect(i18n.t('demo:hello')).toBe('會員中心');
    expect(i18n.t('shared:common.retry')).toBe('重試');
    await setLanguage('zh-CN');
    expect(i18n.t('demo:hello')).toBe('会员中心');
    await setLanguage('zh-TW');
    expect(load).toHaveBeenCalledTimes(1);
    await setLanguage('zh-CN');
  });

  it('a package registered while the page shows zh-TW fetches its texts at once; translationsReady waits for them', async () => {
    await setLanguage('zh-TW');
    let arrive: (texts: { default: object }) => void = () => undefined;
    registerResources('late', { title: '充值' }, () => new Promise((resolve) => (arrive = resolve)));
    let ready = false;
    const waiting = translationsReady().then(() => (ready = true));
    await Promise.resolve();
    expect(ready).toBe(false);
    arrive({ default: { title: '充值（繁）' } });
    await waiting;
    expect(i18n.t('late:title')).toBe('充值（繁）');
    await setLanguage('zh-CN');
  });

  it('zh-TW texts that fail to load fall back to zh-CN, and are tried again on the next switch', async () => {
    const load = vi
      .fn<() => Promise<{ default: object }>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValueOnce({ default: { ok: '確定' } });
    registerResources('flaky', { ok: '确定' }, load);
    await setLanguage('zh-TW');
    expect(i18n.t('flaky:ok')).toBe('确定');
    await setLanguage('zh-CN');
    await setLanguage('zh-TW');
    expect(i18n.t('flaky:ok')).toBe('確定');
    expect(load).toHaveBeenCalledTimes(2);
    await setLanguage('zh-CN');
  });

  it('interpolates without escaping Chinese', () => {
    expect(i18n.t('api.status', { status: 502 })).toBe('请求失败（状态码 502），请稍后重试');
  });
});
