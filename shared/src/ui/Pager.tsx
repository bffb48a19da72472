import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import { visiblePages } from './visible-pages';

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
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.primary};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.primary};
    outline-offset: 2px;
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

const Gap = styled.span`
  color: ${({ theme }) => theme.textMuted};
`;

export interface PagerProps {
  page: number;
  pages: number;
  /** A page is loading: the buttons wait for it. */
  busy: boolean;
  onChange: (page: number) => void;
  /** The navigation's accessible name, e.g. 游戏分页. */
  label: string;
  /** Test ids of the pager and of its page buttons, for pages that have their own. */
  testId?: string;
  pageTestId?: string;
}

/** 上一页 · 1 … 4 5 6 … 20 · 下一页; nothing when there is one page. */
export function Pager({ page, pages, busy, onChange, label, testId, pageTestId }: PagerProps) {
  const { t } = useTranslation('shared');
  if (pages <= 1) return null;
  return (
    <Nav aria-label={label} data-testid={testId}>
      <PageButton type="button" disabled={busy || page <= 1} onClick={() => onChange(page - 1)}>
        {t('pager.previous')}
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
            aria-label={t('pager.page', { page: n })}
            data-testid={pageTestId}
            disabled={busy}
            onClick={() => n !== page && onChange(n)}
          >
            {n}
          </PageButton>
        ),
      )}
      <PageButton type="button" disabled={busy || page >= pages} onClick={() => onChange(page + 1)}>
        {t('pager.next')}
      </PageButton>
    </Nav>
  );
}
