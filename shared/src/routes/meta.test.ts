import { describe, expect, it } from 'vitest';
import { routeMeta } from './meta';

describe('routeMeta', () => {
  it('gives ordinary pages the defaults', () => {
    expect(routeMeta('realbet')).toEqual({
      requiresAuth: false,
      bindPhone: false,
      noFooter: false,
      fullWidth: false,
      keepAlive: true,
      hidden: false,
    });
  });

  it('requires login on every member page and a bound phone on the four card pages', () => {
    expect(routeMeta('mine').requiresAuth).toBe(true);
    expect(routeMeta('vipDetail').requiresAuth).toBe(true);
    expect(routeMeta('addBankCard')).toMatchObject({ requiresAuth: true, bindPhone: true });
    expect(routeMeta('accountManage').bindPhone).toBe(true);
    // The game host pages open a member's game ticket: login first, and never kept alive hidden.
    expect(routeMeta('pgGame')).toMatchObject({ requiresAuth: true, keepAlive: false });
    expect(routeMeta('dzGame')).toMatchObject({ requiresAuth: true, keepAlive: false });
    expect(routeMeta('wallet').bindPhone).toBe(false);
  });

  it('shows the local sport page full width without footer, behind login', () => {
    expect(routeMeta('localSport')).toMatchObject({
      requiresAuth: true,
      fullWidth: true,
      noFooter: true,
      keepAlive: true,
    });
    expect(routeMeta('sponsor').noFooter).toBe(true);
  });

  it('hides the redirect helper behind login', () => {
    expect(routeMeta('redirectPath')).toMatchObject({ requiresAuth: true, hidden: true, keepAlive: false });
  });
});
