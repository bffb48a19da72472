import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, Spinner } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { CategoryTabs } from './CategoryTabs';
import { DiscountCard } from './DiscountCard';
import { DISCOUNT_PAGE_SIZE, type ActivityCategory } from './discount-types';
import { Pagination } from './Pagination';
import { pageCount } from './paging';
import { useDiscounts } from './use-discounts';

const Head = styled.header`
  display: flex;
  align-items: baseline;
  gap: 0.75rem;
  margin-bottom: 1rem;
  h1 { margin: 0; font-size: 1.5rem; }
  span { color: ${({ theme }) => theme.textMuted}; }
`;

const Grid = styled.div<{ $stale: boolean }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(18rem, 1fr));
  gap: 1rem;
  opacity: ${({ $stale }) => ($stale ? 0.5 : 1)};
  transition: opacity 0.15s;
`;

/** /activity/discount: activities by category, nine a page. */
export function DiscountList() {
  const { t } = useTranslation(NAMESPACE);
  const [category, setCategory] = useState<ActivityCategory>('all');
  const [page, setPage] = useState(1);
  const discounts = useDiscounts(category, page);
  const loading = discounts.status === 'loading';
  // After a failed load only the error shows: stale cards would not match the page number.
  const data = discounts.status === 'error' ? undefined : discounts.data;

  const chooseCategory = (next: ActivityCategory) => {
    setCategory(next);
    setPage(1);
  };

  return (
    <section aria-labelledby="discount-title">
      <Head>
        <h1 id="discount-title">{t('page.title')}</h1>
        <span>{t('page.subtitle')}</span>
      </Head>
      <CategoryTabs value={category} onChange={chooseCategory} />
      {loading && !data && <Spinner />}
      {discounts.status === 'error' && <ErrorState message={discounts.error} onRetry={discounts.reload} />}
      {data && data.list.length === 0 && !loading && <EmptyState />}
      {data && data.list.length > 0 && (
        <>
          {/* The previous page stays visible, dimmed, while the next one loads. */}
          <Grid $stale={loading} aria-busy={loading || undefined}>
            {data.list.map((ad) => (
              <DiscountCard key={ad.id} ad={ad} />
            ))}
          </Grid>
          <Pagination page={page} pages={pageCount(data.total, DISCOUNT_PAGE_SIZE)} onChange={setPage} busy={loading} />
        </>
      )}
    </section>
  );
}
