import { describe, expect, it } from 'vitest';
import { safeLinkSchema, sitePathSchema } from './common';
import { navigationItemSchema } from './endpoints/advertising';
import { onlineCustomService } from './endpoints/configuration';
import { openGameResponseSchema } from './endpoints/game-play';
import { launchGame } from './endpoints/launch';

const HOSTILE_LINKS = [
  'javascript:alert(1)',
  'JavaScript:alert(document.cookie)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  'http:evil.example.com',
  'https:/evil.example.com',
  '//evil.example.com/',
  '/\\evil.example.com',
  'ftp://files.example.com/',
  '',
];

describe('link fields', () => {
  it('accept http and https addresses with a host', () => {
    for (const url of [
      'https://kf.xingyao.example.com/chat/index?siteId=1&lang=zh-CN',
      'http://127.0.0.1:18080/venue/lobby?uid=7',
    ]) {
      expect(safeLinkSchema.safeParse(url).success).toBe(true);
    }
  });

  it.each(HOSTILE_LINKS)('refuse %j as a link, an advert address and the customer-service address', (url) => {
    expect(safeLinkSchema.safeParse(url).success).toBe(false);
    const advert = { id: 1, title: 't', subtitle: 's', imageUrl: '/art/1', sort: 1, link: { type: 'url', url } };
    expect(navigationItemSchema.safeParse(advert).success).toBe(false);
    expect(onlineCustomService.response.safeParse({ url }).success).toBe(false);
    expect(openGameResponseSchema.safeParse({ url, venueName: 'PGDZ', gameName: 'x' }).success).toBe(false);
  });

  it('keep route adverts on this site', () => {
    const advert = (path: string) => ({
      id: 1,
      title: 't',
      subtitle: 's',
      imageUrl: '/art/1',
      sort: 1,
      link: { type: 'route', path },
    });
    expect(navigationItemSchema.safeParse(advert('/activity/racePage/3')).success).toBe(true);
    for (const path of ['//evil.example.com', '/\\evil.example.com', 'javascript:alert(1)', 'activity']) {
      expect(navigationItemSchema.safeParse(advert(path)).success).toBe(false);
    }
    expect(sitePathSchema.safeParse('/dz/game?venue=VGQP&ticket=abcdefghijklmnop').success).toBe(true);
  });

  it('launch answers an http(s) address, a site path or a ticket, nothing else', () => {
    for (const url of [
      'https://games.example.com/lobby?uid=1',
      '/dz/game?venue=VGQP&ticket=abcdefghijklmnop',
      '/game/sport/crty?uid=1',
      'Abcdefghijklmnop_-12',
    ]) {
      expect(launchGame.response.safeParse({ url }).success).toBe(true);
    }
    for (const url of HOSTILE_LINKS) expect(launchGame.response.safeParse({ url }).success).toBe(false);
  });
});
