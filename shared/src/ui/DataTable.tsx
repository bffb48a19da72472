import styled from 'styled-components';
import { Surface } from './Surface';

/** The scrolling frame of a data table; `$stale` dims the rows while the next page loads. */
export const TableFrame = styled.div<{ $stale?: boolean }>`
  overflow-x: auto;
  opacity: ${({ $stale }) => ($stale ? 0.55 : 1)};
  transition: opacity 0.15s;
`;

/**
 * A records table: muted header, one line per row, numbers right-aligned in tabular figures
 * (`data-num`), money in and out coloured (`data-credit`, `data-debit`).
 */
export const DataTable = styled.table<{ $minWidth?: string }>`
  width: 100%;
  min-width: ${({ $minWidth = '0' }) => $minWidth};
  border-collapse: collapse;
  font-size: 0.8125rem;
  th,
  td {
    padding: 0.5rem 0.625rem;
    text-align: left;
    border-bottom: 1px solid ${({ theme }) => theme.border};
    white-space: nowrap;
  }
  th {
    font-weight: 500;
    color: ${({ theme }) => theme.textMuted};
    background: ${({ theme }) => theme.surfaceAlt};
  }
  [data-num] {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  td[data-credit] {
    color: ${({ theme }) => theme.success};
  }
  td[data-debit] {
    color: ${({ theme }) => theme.danger};
  }
`;

/** The card a records page sits on. */
export const RecordsPanel = styled(Surface)`
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;

/** 共 N 条 · 合计 ¥…: labels muted, figures in <strong>. */
export const RecordTotals = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.textMuted};
  strong {
    color: ${({ theme }) => theme.text};
    margin: 0 1rem 0 0.25rem;
    font-variant-numeric: tabular-nums;
  }
`;
