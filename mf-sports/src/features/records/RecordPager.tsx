import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../setup';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 0.375rem;
`;

const PageButton = styled.button<{ $current?: boolean }>`
  min-width: 2.25rem;
  height: 2.25rem;
  padding: 0 0.625rem;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme, $current }) => ($current ? theme.primary : theme.border)};
  background: ${({ theme, $current }) => ($current ? theme.primary : theme.surface)};
  color: ${({ theme, $current }) => ($current ? theme.onPrimary : theme.text)};
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  &:hover:not(:disabled) { border-color: ${({ theme }) => theme.primary}; }
  &:disabled { opacity: 0.5; cursor: not-allowed; }
`;

const Gap = styled.span`
  color: ${({ theme }) => theme.textMuted};
`;

/** The page numbers shown: the first, the last, and two either side of the current one. */
export function visiblePages(page: number, pages: number): Array<number | 'gap'> {
  const shown: Array<number | 'gap'> = [];
  for (let n = 1; n <= pages; n += 1) {
    if (n === 1 || n === pages || Math.abs(n - page) <= 2) shown.push(n);
    else if (shown[shown.length - 1] !== 'gap') shown.push('gap');
  }
  return shown;
}

export interface RecordPagerProps {
  page: number;
  pages: number;
  busy: boolean;
  onChange: (page: number) => void;
}

/** 上一页 · 1 … 4 5 6 … 20 · 下一页 */
export function RecordPager({ page, pages, busy, onChange }: RecordPagerProps) {
  const { t } = useTranslation(NAMESPACE);
  if (pages <= 1) return null;
  return (
    <Nav aria-label={t('records.pagination.label')} data-testid="bet-record-pager">
      <PageButton type="button" disabled={busy || page <= 1} onClick={() => onChange(page - 1)}>
        {t('records.pagination.previous')}
      </PageButton>
      {visiblePages(page, pages).map((n, i) =>
        n === 'gap' ? (
          <Gap key={`gap-${i}`} aria-hidden>
            …
          </Gap>
        ) : (
          <PageButton
            key={n}
            type="button"
            $current={n === page}
            aria-current={n === page ? 'page' : undefined}
            aria-label={t('records.pagination.page', { page: n })}
            data-testid="bet-record-page"
            disabled={busy}
            onClick={() => n !== page && onChange(n)}
          >
            {n}
          </PageButton>
        ),
      )}
      <PageButton type="button" disabled={busy || page >= pages} onClick={() => onChange(page + 1)}>
        {t('records.pagination.next')}
      </PageButton>
    </Nav>
  );
}
