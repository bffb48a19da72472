import { Link } from 'shared/router';
import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import { sponsorContent } from 'shared/contract';
import { useEndpoint } from 'shared/query';
import { hrefFor, useServedRoutes } from 'shared/routes';
import { AsyncView, CardGrid, MediaBody, MediaCard, MediaCover, MediaText, MediaTitle } from 'shared/ui';
import { NAMESPACE } from '../../setup';

const SHOWN = 2;

const Head = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  margin: 2rem 0 1rem;
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
  a {
    color: ${({ theme }) => theme.primary};
  }
`;

/** The first two sponsorships, with a link to the sponsor page; hidden when there are none. */
export function SponsorBlock() {
  const { t } = useTranslation(NAMESPACE);
  const sponsorServed = useServedRoutes().isServed('sponsor');
  const sponsors = useEndpoint(sponsorContent, {});
  if (sponsors.status === 'success' && sponsors.data.list.length === 0) return null;
  return (
    <section aria-labelledby="home-sponsors" data-testid="home-sponsors">
      <Head>
        <h2 id="home-sponsors">{t('sponsor.homeTitle')}</h2>
        {sponsorServed && <Link to={hrefFor('sponsor')}>{t('sponsor.more')}</Link>}
      </Head>
      <AsyncView state={sponsors}>
        {({ list }) => (
          <CardGrid $min="20rem">
            {list.slice(0, SHOWN).map((item) => (
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
      </AsyncView>
    </section>
  );
}
