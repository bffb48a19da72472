import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import { sponsorContent } from 'shared/contract';
import { useEndpoint } from 'shared/query';
import { AsyncView, EmptyState, MediaCover, PageHead, SafeHtml } from 'shared/ui';
import { NAMESPACE } from '../../setup';

const Page = styled.section`
  padding: 1.5rem 0;
`;

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: 1.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  overflow: hidden;
  background: ${({ theme }) => theme.surface};
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: calc(${({ theme }) => theme.radius} * 1.5);
`;

const Body = styled.div`
  padding: 1.25rem 1.5rem 1.5rem;
  h2 {
    margin: 0 0 0.25rem;
    font-size: 1.125rem;
  }
  p.meta {
    margin: 0 0 0.75rem;
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.textMuted};
  }
`;

/** /sponsor: every sponsorship with its picture, partner, period and sanitised story. */
export function SponsorPage() {
  const { t } = useTranslation(NAMESPACE);
  const sponsors = useEndpoint(sponsorContent, {});
  return (
    <Page aria-labelledby="sponsor-title">
      <PageHead id="sponsor-title" title={t('sponsor.title')}>
        <span>{t('sponsor.subtitle')}</span>
      </PageHead>
      <AsyncView
        state={sponsors}
        isEmpty={({ list }) => list.length === 0}
        empty={<EmptyState title={t('sponsor.empty')} />}
      >
        {({ list }) => (
          <List data-testid="sponsor-list">
            {list.map((item) => (
              <Item key={item.id}>
                <MediaCover src={item.imageUrl} alt={item.partner} $ratio="3 / 1" />
                <Body>
                  <h2>{item.title}</h2>
                  <p className="meta">
                    {item.partner} · {t('sponsor.period', { period: item.period })}
                  </p>
                  <SafeHtml html={item.content} />
                </Body>
              </Item>
            ))}
          </List>
        )}
      </AsyncView>
    </Page>
  );
}
