import { useEffect, useState } from 'react';
import { useNavigate } from 'shared/router';
import styled, { css } from 'styled-components';
import { useTranslation } from 'shared/i18n';
import { useServedRoutes } from 'shared/routes';
import { navigationList } from 'shared/contract';
import { useEndpoint } from 'shared/query';
import { ErrorState, usePrefersReducedMotion } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { BannerFrame } from './BannerFrame';
import { homeBannersInput } from './home-inputs';
import type { HomeBanners } from './home-banners';

const ROTATE_MS = 5000;

const slide = css<{ $active: boolean }>`
  position: absolute;
  inset: 0;
  padding: 0;
  border: 0;
  opacity: ${({ $active }) => ($active ? 1 : 0)};
  transition: opacity 0.6s;
  pointer-events: ${({ $active }) => ($active ? 'auto' : 'none')};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
`;

/** A banner that leads somewhere. */
const LinkedSlide = styled.button<{ $active: boolean }>`
  ${slide}
  cursor: pointer;
`;

/** A banner whose link is not served here (its page is not built yet): a picture, not a control. */
const PlainSlide = styled.div<{ $active: boolean }>`
  ${slide}
`;

const Dots = styled.div`
  position: absolute;
  bottom: 0.4375rem;
  left: 50%;
  display: flex;
  transform: translateX(-50%);
`;

/**
 * A thin bar to look at, in a 24 px square to hit (WCAG 2.5.8 target size): the bar is drawn inside.
 * In px: the root font shrinks on narrower windows.
 */
const Dot = styled.button<{ $active: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 24px;
  height: 24px;
  padding: 0;
  border: 0;
  background: none;
  cursor: pointer;
  &::before {
    content: '';
    width: ${({ $active }) => ($active ? '1.75rem' : '0.625rem')};
    height: 0.375rem;
    border-radius: 999px;
    background: ${({ $active }) => ($active ? '#fff' : 'rgba(255, 255, 255, 0.5)')};
    transition: width 0.3s;
  }
`;

type BannerLink = HomeBanners['list'][number]['link'];

/** Where a banner leads: a path of this site, another site's address, or nowhere. */
function linkTarget(link: BannerLink): string | null {
  if (link.type === 'route') return link.path;
  if (link.type === 'url') return link.url;
  return null;
}

/**
 * Home banners from navigationList (position home_banner), rotating every 5 s unless the member
 * asked for less motion (then only the dots turn them). A banner whose page
 * this site does not serve (or that links nowhere) shows as a picture without a link.
 */
export function BannerCarousel() {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const served = useServedRoutes();
  // The start-up prefetch asked for the same call: the api layer answers both with one request.
  const banners = useEndpoint(navigationList, homeBannersInput);
  const [index, setIndex] = useState(0);
  const count = banners.data?.list.length ?? 0;
  // Less motion asked for: the banners wait for the dots instead of turning by themselves.
  const still = usePrefersReducedMotion();

  useEffect(() => {
    if (count < 2 || still) return undefined;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), ROTATE_MS);
    return () => clearInterval(timer);
  }, [count, still]);

  if (banners.status === 'error') return <ErrorState message={banners.error} onRetry={banners.reload} />;
  // The first banner is the page's largest paint: it goes first, and the server's HTML preloads it
  // alone (React preloads the pictures of its HTML unless they are of low priority).
  return (
    <BannerFrame
      aria-roledescription="carousel"
      aria-label={t('home.bannerLabel')}
      aria-busy={banners.status === 'loading'}
    >
      {banners.data?.list.map((banner, i) => {
        const active = i === index % Math.max(count, 1);
        const target = linkTarget(banner.link);
        const priority = i === 0 ? 'high' : 'low';
        if (target === null || !served.isServedHref(target)) {
          return (
            <PlainSlide key={banner.id} $active={active} aria-hidden={!active} data-testid="banner-slide">
              <img src={banner.imageUrl} alt={banner.title} fetchPriority={priority} />
            </PlainSlide>
          );
        }
        return (
          <LinkedSlide
            key={banner.id}
            type="button"
            $active={active}
            aria-label={banner.title}
            aria-hidden={!active}
            tabIndex={active ? 0 : -1}
            data-testid="banner-slide"
            // A button that navigates names its target, so the e2e dead-end check can follow it.
            data-href={target}
            onClick={() => {
              if (banner.link.type === 'route') void navigate(banner.link.path);
              else window.open(target, '_blank', 'noopener');
            }}
          >
            <img src={banner.imageUrl} alt={banner.title} fetchPriority={priority} />
          </LinkedSlide>
        );
      })}
      {count > 1 && (
        <Dots>
          {banners.data?.list.map((banner, i) => (
            <Dot
              key={banner.id}
              type="button"
              $active={i === index % count}
              aria-label={banner.title}
              aria-current={i === index % count || undefined}
              data-testid="banner-dot"
              onClick={() => setIndex(i)}
            />
          ))}
        </Dots>
      )}
    </BannerFrame>
  );
}
