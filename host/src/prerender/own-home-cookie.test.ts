import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as StateModule from 'shared/state';
import { testBrand } from '../testing/test-brand';
import type * as HintModule from './own-home-cookie';

// The stored language and edition cannot be unset once chosen: each test loads the store afresh.
let state: typeof StateModule;
let hint: typeof HintModule;
beforeEach(async () => {
  vi.resetModules();
  localStorage.clear();
  document.cookie = 'xy_own_home=; Path=/; Max-Age=0';
  state = await import('shared/state');
  hint = await import('./own-home-cookie');
});

const hinted = () => document.cookie.split('; ').some((part) => part === `${hint.OWN_HOME_COOKIE}=1`);

describe('the own-home hint', () => {
  it('is absent for a visitor in the brand’s language and edition, and set once they choose another', () => {
    const brand = testBrand();
    const stop = hint.keepOwnHomeCookie(() => brand);
    expect(hint.drawsPrerenderedHome(brand)).toBe(true);
    expect(hinted()).toBe(false);
    state.appStore.set(state.storedLanguageAtom, 'zh-TW');
    expect(hinted()).toBe(true);
    state.appStore.set(state.storedLanguageAtom, 'zh-CN');
    expect(hinted()).toBe(false);
    state.appStore.set(state.storedEditionAtom, 'professional');
    expect(hinted()).toBe(true);
    stop();
  });

  it('follows the session: a member draws a home of their own', () => {
    const brand = testBrand();
    const stop = hint.keepOwnHomeCookie(() => brand);
    state.appStore.set(state.sessionAtom, { token: 't', userId: '7' });
    expect(hint.drawsPrerenderedHome(brand)).toBe(false);
    expect(hinted()).toBe(true);
    state.appStore.set(state.sessionAtom, null);
    expect(hinted()).toBe(false);
    stop();
  });

  it('takes the professional edition as the brand’s own when the brand starts in it', () => {
    const brand = testBrand({ defaultEdition: 'professional' });
    state.appStore.set(state.storedEditionAtom, 'professional');
    expect(hint.drawsPrerenderedHome(brand)).toBe(true);
  });
});
