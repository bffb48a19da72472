import { act, render } from '@testing-library/react';
import type { DefaultTheme } from 'styled-components';
import { useTheme } from 'styled-components';
import { afterEach, describe, expect, it } from 'vitest';
import { parseBrandConfig } from '../config/brand';
import { appStore } from '../state/store';
import { brandAtom, siteInfoAtom } from '../state/atoms';
import { storedEditionAtom } from '../state/preferences';
import { PlatformProviders } from './PlatformProviders';

function brand() {
  const result = parseBrandConfig({
    brand: 'test',
    siteId: '1',
    siteName: '星耀体育',
    apiBaseUrl: 'http://127.0.0.1:8090',
    chatSocketUrl: 'ws://127.0.0.1:8090/stream',
    remotes: {},
  });
  if (!result.ok) throw new Error(result.field);
  return result.config;
}

function siteInfo(professionalEdition: 0 | 1) {
  return {
    ip: '127.0.0.1',
    siteBaseConfig: {
      title: '',
      h5DomainUrl: '',
      keywords: '',
      description: '',
      professionalEdition,
      depositSwitch: 1 as const,
    },
  };
}

/** Every theme the tree was rendered with, in order. */
function renderThemes(): DefaultTheme[] {
  const seen: DefaultTheme[] = [];
  function Probe() {
    seen.push(useTheme());
    return null;
  }
  render(
    <PlatformProviders withGlobalStyle={false}>
      <Probe />
    </PlatformProviders>,
  );
  return seen;
}

afterEach(() => {
  appStore.set(siteInfoAtom, null);
  appStore.set(storedEditionAtom, 'classic');
  localStorage.clear();
});

describe('the platform theme', () => {
  it('keeps its object when the site info arrives without changing the edition', () => {
    appStore.set(brandAtom, brand());
    appStore.set(storedEditionAtom, 'professional');
    const seen = renderThemes();
    act(() => appStore.set(siteInfoAtom, siteInfo(1)));
    expect(new Set(seen).size).toBe(1);
    expect(seen.at(-1)?.edition).toBe('professional');
  });

  it('falls back to the classic edition when the site info forbids the professional one', () => {
    appStore.set(brandAtom, brand());
    appStore.set(storedEditionAtom, 'professional');
    const seen = renderThemes();
    act(() => appStore.set(siteInfoAtom, siteInfo(0)));
    expect(seen.at(-1)?.edition).toBe('classic');
  });
});
