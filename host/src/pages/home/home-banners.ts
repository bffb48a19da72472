import { navigationList, type ResponseOf } from 'shared/contract';
import { homeBannersInput } from './home-inputs';

export type HomeBanners = ResponseOf<typeof navigationList>;

/**
 * The home page's banners (navigationList, position home_banner). One cache entry for the carousel
 * (useEndpoint) and the start-up prefetch: the endpoint is cacheable, so they share one request.
 */
export async function loadHomeBanners(): Promise<HomeBanners> {
  const { fetchEndpoint } = await import('shared/query');
  return fetchEndpoint(navigationList, homeBannersInput);
}

/**
 * Asks for the banners as soon as the brand is known, while the page's first render runs, and
 * has the browser fetch the first banner's picture (the home page's largest paint) at once, so the
 * carousel finds both ready instead of asking only after it mounts. A failure is left to the
 * carousel: the cache drops it, and the carousel's own call shows its error and retry.
 */
export function prefetchHomeBanners(): void {
  loadHomeBanners().then(
    (banners) => {
      const first = banners.list[0];
      if (!first) return;
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'image';
      link.href = first.imageUrl;
      link.setAttribute('fetchpriority', 'high');
      document.head.append(link);
    },
    () => undefined,
  );
}
