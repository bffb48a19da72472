import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeEndpoints } from 'shared/testing/fake-endpoints';
import { navigationList } from 'shared/contract';
import { loadHomeBanners, prefetchHomeBanners, type HomeBanners } from './home-banners';

const banner = (id: number): HomeBanners['list'][number] => ({
  id,
  title: `b${id}`,
  subtitle: '',
  imageUrl: `https://cdn.example/b${id}.png`,
  link: { type: 'none' },
  sort: id,
});

afterEach(() => {
  vi.restoreAllMocks();
  document.head.innerHTML = '';
});

describe('home banners at start-up', () => {
  it("asks with the carousel's own call and preloads the first picture", async () => {
    const request = fakeEndpoints({ navigationList: { list: [banner(1), banner(2)] } });
    prefetchHomeBanners();
    await vi.waitFor(() => expect(document.head.querySelector('link[rel="preload"]')).not.toBeNull());
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="preload"]')!;
    expect(link.as).toBe('image');
    expect(link.getAttribute('href')).toBe('https://cdn.example/b1.png');
    expect(link.getAttribute('fetchpriority')).toBe('high');
    expect(request).toHaveBeenCalledWith(navigationList, { position: 'home_banner' });
    // The carousel's call is the same cache entry (endpoint and payload), so one request answers both.
    expect((await loadHomeBanners()).list).toHaveLength(2);
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('preloads nothing when there are no banners or the call fails', async () => {
    let calls = 0;
    fakeEndpoints({
      navigationList: () => {
        calls += 1;
        if (calls > 1) throw new Error('down');
        return { list: [] };
      },
    });
    prefetchHomeBanners();
    prefetchHomeBanners();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.head.querySelector('link[rel="preload"]')).toBeNull();
  });
});
