import type { SiteInfo } from '../src/state/atoms';

/** The site info the shell loads, with the switches a test turns: both on unless `overrides` says. */
export function fakeSiteInfo(overrides: { professionalEdition?: 0 | 1; depositSwitch?: 0 | 1 } = {}): SiteInfo {
  return {
    ip: '127.0.0.1',
    siteBaseConfig: {
      title: '',
      h5DomainUrl: '',
      keywords: '',
      description: '',
      professionalEdition: overrides.professionalEdition ?? 1,
      depositSwitch: overrides.depositSwitch ?? 1,
    },
  };
}
