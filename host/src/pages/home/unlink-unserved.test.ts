import { describe, expect, it } from 'vitest';
import { unlinkUnserved } from './unlink-unserved';

const served = (href: string) => !href.startsWith('/mine/vip') && !href.startsWith('/activity/racePage');

describe('unlinkUnserved', () => {
  it('turns a link to an unserved page into its text and keeps the rest of the markup', () => {
    expect(unlinkUnserved('<p>请前往<a href="/mine/vip"><b>VIP</b>中心</a>查看。</p>', served)).toBe(
      '<p>请前往<b>VIP</b>中心查看。</p>',
    );
  });

  it('keeps links to served pages and to other sites', () => {
    const html = '<p><a href="/activity/discount">优惠活动</a> <a href="https://example.com/mine/vip">官网</a></p>';
    expect(unlinkUnserved(html, (href) => href !== '/mine/vip')).toBe(html);
  });

  it('unlinks every dead link of a notice', () => {
    const html = '<a href="/mine/vip">一</a><a href="/activity/racePage/3">二</a><a href="/sponsor">三</a>';
    expect(unlinkUnserved(html, served)).toBe('一二<a href="/sponsor">三</a>');
  });
});
