import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Button } from 'shared/ui';
import { NAMESPACE } from '../../setup';

const Nav = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 1rem;
  margin-top: 1.5rem;
  color: ${({ theme }) => theme.textMuted};
  font-variant-numeric: tabular-nums;
`;

export interface PaginationProps {
  page: number;
  pages: number;
  onChange: (page: number) => void;
  /** Disables both buttons while a page loads. */
  busy?: boolean;
}

/** 上一页 · 第 x/y 页 · 下一页 */
export function Pagination({ page, pages, onChange, busy = false }: PaginationProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Nav aria-label={t('pagination.label')}>
      <Button variant="secondary" disabled={busy || page <= 1} onClick={() => onChange(page - 1)}>
        {t('pagination.previous')}
      </Button>
      <span aria-live="polite">{t('pagination.status', { page, pages })}</span>
      <Button variant="secondary" disabled={busy || page >= pages} onClick={() => onChange(page + 1)}>
        {t('pagination.next')}
      </Button>
    </Nav>
  );
}
