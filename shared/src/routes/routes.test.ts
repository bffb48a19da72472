import { describe, expect, it } from 'vitest';
import { hrefFor } from './paths';
import { isBlockedByDepositRule } from './rules';

describe('hrefFor', () => {
  it('returns a fixed path', () => {
    expect(hrefFor('realbet')).toBe('/game/realbet');
  });

  it('fills and encodes params', () => {
    expect(hrefFor('localSport', { enName: 'crty' })).toBe('/game/sport/crty');
    expect(hrefFor('accountManage', { id: 'a b' })).toBe('/mine/accountManage/a%20b');
  });
});

describe('deposit rule', () => {
  it('blocks deposit paths only when deposits are off', () => {
    expect(isBlockedByDepositRule('/mine/savemoney', false)).toBe(true);
    expect(isBlockedByDepositRule('/app/help/ck', false)).toBe(true);
    expect(isBlockedByDepositRule('/mine/savemoney', true)).toBe(false);
    expect(isBlockedByDepositRule('/mine/takemoney', false)).toBe(false);
  });
});
