import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeEndpoints } from 'shared/testing/fake-endpoints';
import { renderPage, setTestBrand } from '../render-page';
import { BannerCarousel } from './BannerCarousel';
import type { HomeBanners } from './home-banners';

type BannerLink = HomeBanners['list'][number]['link'];

const banner = (id: number, title: string, link: BannerLink) => ({
  id,
  title,
  subtitle: '',
  imageUrl: `/b${id}.png`,
  link,
  sort: id,
});

beforeEach(() => setTestBrand());
afterEach(() => vi.restoreAllMocks());

describe('home banners', () => {
  it('links a banner to a served page and shows one to an unserved page as a plain picture', async () => {
    fakeEndpoints({
      navigationList: {
        list: [
          banner(1, '体育', { type: 'route', path: '/game/sport' }),
          banner(2, '首存', { type: 'route', path: '/activity/firstDeposit/1' }),
          banner(3, '无', { type: 'none' }),
        ],
      },
    });
    renderPage(<BannerCarousel />);
    const slides = await screen.findAllByTestId('banner-slide');
    expect(slides.map((slide) => slide.tagName)).toEqual(['BUTTON', 'DIV', 'DIV']);
    expect(getComputedStyle(slides[1]!).cursor).not.toBe('pointer');
    fireEvent.click(slides[0]!);
    expect(screen.getByText('sport-page')).toBeInTheDocument();
  });
});
