import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeEndpoints } from 'shared/testing/fake-endpoints';
import { fakeReducedMotion } from 'shared/testing/fake-reduced-motion';
import { renderPage, setTestBrand } from '../render-page';
import { BannerCarousel } from './BannerCarousel';

const banner = (id: number, title: string) => ({
  id,
  title,
  subtitle: '',
  imageUrl: `/b${id}.png`,
  link: { type: 'none' as const },
  sort: id,
});

beforeEach(() => {
  setTestBrand();
  fakeEndpoints({ navigationList: { list: [banner(1, '体育'), banner(2, '首存')] } });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** The slide shown: the one not hidden from assistive technology. */
function shownTitle(): string | null {
  const slides = screen.getAllByTestId('banner-slide');
  const shown = slides.find((slide) => slide.getAttribute('aria-hidden') !== 'true');
  return shown?.querySelector('img')?.getAttribute('alt') ?? null;
}

describe('home banners and motion', () => {
  it('turns to the next banner after 5 s', async () => {
    fakeReducedMotion(false);
    // Fake clock from the start, so the carousel's own timer is one the test can move.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderPage(<BannerCarousel />);
    await screen.findAllByTestId('banner-slide');
    expect(shownTitle()).toBe('体育');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000);
    });
    expect(shownTitle()).toBe('首存');
  });

  it('stays on its banner when the member asked for less motion, and the dots still turn it', async () => {
    fakeReducedMotion(true);
    // Fake clock from the start, so the carousel's own timer is one the test can move.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderPage(<BannerCarousel />);
    await screen.findAllByTestId('banner-slide');
    expect(shownTitle()).toBe('体育');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(15_000);
    });
    expect(shownTitle()).toBe('体育');
    act(() => screen.getAllByTestId('banner-dot')[1]!.click());
    expect(shownTitle()).toBe('首存');
  });
});
