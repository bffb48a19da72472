import { describe, expect, it } from 'vitest';
import { routePatterns, servedRoutes, type RouteName } from 'shared/routes';
import { badgeFor, badgeLabelKey, mineMenuItems, servedMenuItems } from './menu-items';

function serving(...names: RouteName[]) {
  const table = [...names.map((name) => ({ path: routePatterns[name], name })), { path: '/mine/*', name: null }];
  return servedRoutes(table, { depositEnabled: true, origin: 'http://127.0.0.1:8080' });
}

describe('servedMenuItems', () => {
  it('offers only the pages the route table serves, in menu order', () => {
    expect(servedMenuItems(serving('mine', 'vip', 'betRecord'))).toEqual(['betRecord', 'vip']);
  });

  it('offers the money pages as the wallet serves them, and no deposit entry where deposits are off', () => {
    expect(
      servedMenuItems(serving('mine', 'wallet', 'saveMoney', 'transferMoney', 'takeMoney', 'transRecord')),
    ).toEqual(['wallet', 'saveMoney', 'transferMoney', 'takeMoney', 'transRecord']);
    const depositsOff = servedRoutes(
      [
        { path: routePatterns.saveMoney, name: 'saveMoney' as const },
        { path: '/mine/*', name: null },
      ],
      {
        depositEnabled: false,
        origin: 'http://127.0.0.1:8080',
      },
    );
    expect(servedMenuItems(depositsOff)).toEqual([]);
  });

  it('offers VIP特权, 福利中心 and 礼金记录 only where the promotions pages are served', () => {
    expect(servedMenuItems(serving('mine', 'betRecord', 'message'))).toEqual(['betRecord', 'message']);
    expect(servedMenuItems(serving('mine', 'welfare', 'giftRecord', 'vip', 'betRecord', 'message'))).toEqual([
      'betRecord',
      'giftRecord',
      'message',
      'vip',
      'welfare',
    ]);
  });

  it('offers nothing while no member page is served', () => {
    expect(servedMenuItems(serving('mine'))).toEqual([]);
  });

  it('offers the profile, security, message, feedback, tutorial and exchange pages as the host serves them', () => {
    expect(
      servedMenuItems(serving('mine', 'introTutorial', 'feedback', 'message', 'exchange', 'auth', 'userinfo')),
    ).toEqual(['userinfo', 'auth', 'exchange', 'message', 'feedback', 'introTutorial']);
  });

  it('offers every entry once every page is served', () => {
    expect(servedMenuItems(serving('mine', ...mineMenuItems))).toEqual([...mineMenuItems]);
  });
});

describe('badgeFor', () => {
  it('puts the unread letters on 消息中心, the unread replies on 意见反馈 and the waiting rewards on 福利中心', () => {
    const badges = { message: 4, feedback: 2, welfare: 3 };
    expect(badgeFor('message', badges)).toBe(4);
    expect(badgeFor('feedback', badges)).toBe(2);
    expect(badgeFor('welfare', badges)).toBe(3);
    const others = mineMenuItems.filter((item) => item !== 'message' && item !== 'feedback' && item !== 'welfare');
    expect(others.map((item) => badgeFor(item, badges))).toEqual(others.map(() => 0));
  });

  it('names each badge by what it counts', () => {
    expect(badgeLabelKey('message')).toBe('menu.unread');
    expect(badgeLabelKey('feedback')).toBe('menu.feedbackUnread');
    expect(badgeLabelKey('welfare')).toBe('menu.welfareWaiting');
  });
});
