import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import { AsyncView, CardGrid, PageHead, Pager } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { CategoryTabs } from './CategoryTabs';
import { DiscountCard } from './DiscountCard';
import { DISCOUNT_PAGE_SIZE, type ActivityCategory } from './discount-types';
import { useDiscounts } from './use-discounts';

const PagerRow = styled.div`
  margin-top: 1.5rem;
`;

/** /activity/discount: activities by category, nine a page. */
export function DiscountList() {
  const { t } = useTranslation(NAMESPACE);
  const [category, setCategory] = useState<ActivityCategory>('all');
  const [page, setPage] = useState(1);
  const discounts = useDiscounts(category, page);
  const loading = discounts.status === 'loading';

  const chooseCategory = (next: ActivityCategory) => {
    setCategory(next);
    setPage(1);
  };

  return (
    <section aria-labelledby="discount-title">
      <PageHead id="discount-title" title={t('page.title')}>
        <span>{t('page.subtitle')}</span>
      </PageHead>
      <CategoryTabs value={category} onChange={chooseCategory} />
      {/* After a failed load only the error shows: stale cards would not match the page number. */}
      <AsyncView state={discounts} isEmpty={(data) => data.list.length === 0 && !loading}>
        {(data) => (
          <>
            {/* The previous page stays visible, dimmed, while the next one loads. */}
            <CardGrid $min="18rem" $stale={loading} aria-busy={loading || undefined}>
              {data.list.map((ad) => (
                <DiscountCard key={ad.id} ad={ad} />
              ))}
            </CardGrid>
            <PagerRow>
              <Pager
                page={page}
                pages={Math.ceil(data.total / DISCOUNT_PAGE_SIZE)}
                onChange={setPage}
                busy={loading}
                label={t('pagination.label')}
              />
            </PagerRow>
          </>
        )}
      </AsyncView>
    </section>
  );
}
