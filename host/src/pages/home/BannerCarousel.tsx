import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { api } from 'shared/api';
import { navigationList } from 'shared/contract';
import { ErrorState, useAsync } from 'shared/ui';
import { NAMESPACE } from '../../setup';

const ROTATE_MS = 5000;

const Frame = styled.section`
  position: relative;
  overflow: hidden;
  aspect-ratio: 1920 / 480;
  min-height: 10rem;
  border-radius: calc(${({ theme }) => theme.radius} * 2);
  background: ${({ theme }) => theme.surfaceAlt};
`;

const Slide = styled.button<{ $active: boolean }>`
  position: absolute;
  inset: 0;
  padding: 0;
  border: 0;
  cursor: pointer;
  opacity: ${({ $active }) => ($active ? 1 : 0)};
  transition: opacity 0.6s;
  pointer-events: ${({ $active }) => ($active ? 'auto' : 'none')};
  img { width: 100%; height: 100%; object-fit: cover; display: block; }
`;

const Dots = styled.div`
  position: absolute;
  bottom: 0.875rem;
  left: 50%;
  display: flex;
  gap: 0.5rem;
  transform: translateX(-50%);
`;

const Dot = styled.button<{ $active: boolean }>`
  width: ${({ $active }) => ($active ? '1.75rem' : '0.625rem')};
  height: 0.375rem;
  border: 0;
  border-radius: 999px;
  cursor: pointer;
  background: ${({ $active }) => ($active ? '#fff' : 'rgba(255, 255, 255, 0.5)')};
  transition: width 0.3s;
`;

/** Home banners from navigationList (position home_banner), rotating every 5 s. */
export function BannerCarousel() {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const banners = useAsync(() => api.request(navigationList, { position: 'home_banner' }), []);
  const [index, setIndex] = useState(0);
  const count = banners.data?.list.length ?? 0;

  useEffect(() => {
    if (count < 2) return undefined;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), ROTATE_MS);
    return () => clearInterval(timer);
  }, [count]);

  if (banners.status === 'error') return <ErrorState message={banners.error} onRetry={banners.reload} />;
  return (
    <Frame aria-roledescription="carousel" aria-label={t('home.bannerLabel')} aria-busy={banners.status === 'loading'}>
      {banners.data?.list.map((banner, i) => (
        <Slide
          key={banner.id}
          type="button"
          $active={i === index % Math.max(count, 1)}
          aria-label={banner.title}
          aria-hidden={i !== index % Math.max(count, 1)}
          tabIndex={i === index % Math.max(count, 1) ? 0 : -1}
          onClick={() => {
            if (banner.link.type === 'route') navigate(banner.link.path);
            else if (banner.link.type === 'url') window.open(banner.link.url, '_blank', 'noopener');
          }}
        >
          <img src={banner.imageUrl} alt={banner.title} />
        </Slide>
      ))}
      {count > 1 && (
        <Dots>
          {banners.data?.list.map((banner, i) => (
            <Dot key={banner.id} type="button" $active={i === index % count} aria-label={banner.title} onClick={() => setIndex(i)} />
          ))}
        </Dots>
      )}
    </Frame>
  );
}
