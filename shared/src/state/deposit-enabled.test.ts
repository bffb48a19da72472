import { beforeEach, describe, expect, it } from 'vitest';
import { parseBrandConfig } from '../config/brand';
import { buildTimeFlags } from '../config/flags';
import { fakeSiteInfo } from '../../testing/fake-site-info';
import { brandAtom, siteInfoAtom } from './atoms';
import { depositEnabledAtom } from './deposit-enabled';
import { appStore } from './store';

function brandWith(flags: { depositEnabled?: boolean }) {
  const parsed = parseBrandConfig({
    brand: 't',
    siteId: '1',
    siteName: '测试站',
    apiBaseUrl: 'http://127.0.0.1:1',
    chatSocketUrl: 'ws://127.0.0.1:1',
    remotes: {},
    flags,
  });
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.config;
}

beforeEach(() => {
  appStore.set(brandAtom, null);
  appStore.set(siteInfoAtom, null);
});

describe('depositEnabledAtom', () => {
  it('follows the brand flag while the site setting is not known yet', () => {
    appStore.set(brandAtom, brandWith({ depositEnabled: true }));
    expect(appStore.get(depositEnabledAtom)).toBe(true);
    appStore.set(brandAtom, brandWith({ depositEnabled: false }));
    expect(appStore.get(depositEnabledAtom)).toBe(false);
  });

  it('is off when the site switches deposits off, even if the brand allows them', () => {
    appStore.set(brandAtom, brandWith({ depositEnabled: true }));
    appStore.set(siteInfoAtom, fakeSiteInfo({ depositSwitch: 0 }));
    expect(appStore.get(depositEnabledAtom)).toBe(false);
    appStore.set(siteInfoAtom, fakeSiteInfo({ depositSwitch: 1 }));
    expect(appStore.get(depositEnabledAtom)).toBe(true);
  });

  it('stays off with the brand flag off whatever the site says', () => {
    appStore.set(brandAtom, brandWith({ depositEnabled: false }));
    appStore.set(siteInfoAtom, fakeSiteInfo({ depositSwitch: 1 }));
    expect(appStore.get(depositEnabledAtom)).toBe(false);
  });

  it('takes the build default when no brand is loaded, as for a brand that does not set the flag', () => {
    expect(appStore.get(depositEnabledAtom)).toBe(buildTimeFlags().depositEnabled);
    expect(appStore.get(depositEnabledAtom)).toBe(brandWith({}).flags.depositEnabled);
    appStore.set(siteInfoAtom, fakeSiteInfo({ depositSwitch: 0 }));
    expect(appStore.get(depositEnabledAtom)).toBe(false);
  });
});
