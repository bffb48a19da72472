import { Link } from 'shared/router';
import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import { api } from 'shared/api';
import { sponsorContent } from 'shared/contract';
import { hrefFor, useServedRoutes } from 'shared/routes';
import { CardGrid, ErrorState, MediaBody, MediaCard, MediaCover, MediaText, MediaTitle, Spinner, useAsync } from 'shared/ui';
import { NAMESPACE } from '../../setup';

const SHOWN = 2;

const Head = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  margin: 2rem 0 1rem;
  h2 { margin: 0; font-size: 1.25rem; }
  a { color: ${({ theme }) => theme.primary}; }
`;

/** The first two sponsorships, with a link to the sponsor page; hidden when there are none. */
export function SponsorBlock() {
  const { t } = useTranslation(NAMESPACE);
  const sponsorServed = useServedRoutes().isServed('sponsor');
  const sponsors = useAsync(() => api.request(sponsorContent, {}), []);
  const list = sponsors.data?.list.slice(0, SHOWN) ?? [];
  if (sponsors.status === 'success' && list.length === 0) return null;
  return (
    <section aria-labelledby="home-sponsors" data-testid="home-sponsors">
      <Head>
        <h2 id="home-sponsors">{t('sponsor.homeTitle')}</h2>
        {sponsorServed && <Link to={hrefFor('sponsor')}>{t('sponsor.more')}</Link>}
      </Head>
      {sponsors.status === 'error' ? (
        <ErrorState message={sponsors.error} onRetry={sponsors.reload} />
      ) : list.length === 0 ? (
        <Spinner />
      ) : (
        <CardGrid $min="20rem">
          {list.map((item) => (
            <MediaCard key={item.id} $lift={false}>
              <MediaCover src={item.imageUrl} alt={item.partner} $ratio="3 / 1" />
              <MediaBody>
                <MediaTitle>{item.title}</MediaTitle>
                <MediaText>{t('sponsor.period', { period: item.period })}</MediaText>
              </MediaBody>
            </MediaCard>
          ))}
        </CardGrid>
      )}
    </section>
  );
}
