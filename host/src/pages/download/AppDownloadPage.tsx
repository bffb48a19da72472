import { QRCodeSVG } from 'qrcode.react';
import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import { useBrand } from 'shared/state';
import { Muted } from 'shared/ui';
import { DOWNLOAD_NAMESPACE } from './download-texts';
import { downloadAddress } from './download-url';

const Page = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 18rem;
  gap: 2rem;
  padding: 2rem 0;
  @media (max-width: 48rem) {
    grid-template-columns: 1fr;
  }
  h1 {
    margin: 0 0 0.25rem;
    font-size: 1.75rem;
  }
  h2 {
    margin: 1.5rem 0 0.5rem;
    font-size: 1.0625rem;
  }
  ol {
    margin: 0;
    padding-left: 1.25rem;
    line-height: 1.8;
  }
`;

const Features = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: 0.875rem 1rem;
    border: 1px solid ${({ theme }) => theme.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.surface};
  }
  strong {
    display: block;
    margin-bottom: 0.25rem;
    color: ${({ theme }) => theme.primary};
  }
  span {
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.textMuted};
  }
`;

const QrPanel = styled.aside`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 1rem;
  align-self: start;
  padding: 1.5rem;
  background: ${({ theme }) => theme.surface};
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: calc(${({ theme }) => theme.radius} * 1.5);
  /* The code stays dark on white in both editions: scanners need the contrast. */
  svg {
    padding: 0.5rem;
    background: #fff;
    border-radius: ${({ theme }) => theme.radius};
  }
`;

const DownloadLink = styled.a`
  align-self: stretch;
  padding: 0.625rem 1rem;
  text-align: center;
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme }) => theme.onPrimary};
  background: ${({ theme }) => theme.primary};
  &:hover {
    background: ${({ theme }) => theme.primaryHover};
  }
`;

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

function featureList(value: unknown): { title: string; desc: string }[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is { title: string; desc: string } =>
      typeof item?.title === 'string' && typeof item?.desc === 'string',
  );
}

/** /download: a QR code of the app address, install steps per platform, features and a button. */
export function AppDownloadPage() {
  const { t } = useTranslation(DOWNLOAD_NAMESPACE);
  const brand = useBrand();
  const url = downloadAddress(brand.downloadUrl, window.location.origin);
  const siteName = brand.siteName;
  return (
    <Page aria-labelledby="download-title">
      <div>
        <h1 id="download-title">{t('download.title')}</h1>
        <Muted as="p" $size="1rem">
          {t('download.subtitle', { siteName })}
        </Muted>
        <h2>{t('download.featuresTitle')}</h2>
        <Features>
          {featureList(t('download.features', { returnObjects: true })).map((feature) => (
            <li key={feature.title}>
              <strong>{feature.title}</strong>
              <span>{feature.desc}</span>
            </li>
          ))}
        </Features>
        <h2>{t('download.iosTitle')}</h2>
        <ol>
          {stringList(t('download.ios', { returnObjects: true })).map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <h2>{t('download.androidTitle')}</h2>
        <ol>
          {stringList(t('download.android', { returnObjects: true })).map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </div>
      <QrPanel>
        <QRCodeSVG
          value={url}
          size={200}
          level="M"
          title={t('download.qrLabel', { siteName })}
          data-testid="download-qr"
        />
        <Muted as="p" $size="1rem">
          {t('download.scan')}
        </Muted>
        <DownloadLink href={url} target="_blank" rel="noopener noreferrer" data-testid="download-link">
          {t('download.button')}
        </DownloadLink>
      </QrPanel>
    </Page>
  );
}
