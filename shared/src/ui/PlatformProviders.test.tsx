import { act, render } from '@testing-library/react';
import type { DefaultTheme } from 'styled-components';
import { useTheme } from 'styled-components';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeSiteInfo } from '../../testing/fake-site-info';
import { harnessBrand } from '../harness/harness-brand';
import { appStore } from '../state/store';
import { brandAtom, siteInfoAtom } from '../state/atoms';
import { storedEditionAtom } from '../state/preferences';
import { PlatformProviders } from './PlatformProviders';

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
    appStore.set(brandAtom, harnessBrand());
    appStore.set(storedEditionAtom, 'professional');
    const seen = renderThemes();
    act(() => appStore.set(siteInfoAtom, fakeSiteInfo({ professionalEdition: 1 })));
    expect(new Set(seen).size).toBe(1);
    expect(seen.at(-1)?.edition).toBe('professional');
  });

  it('falls back to the classic edition when the site info forbids the professional one', () => {
    appStore.set(brandAtom, harnessBrand());
    appStore.set(storedEditionAtom, 'professional');
    const seen = renderThemes();
    act(() => appStore.set(siteInfoAtom, fakeSiteInfo({ professionalEdition: 0 })));
    expect(seen.at(-1)?.edition).toBe('classic');
  });
});
