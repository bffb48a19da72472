import styled from 'styled-components';

/** The scrolling frame of a records table; `$stale` dims the rows while the next page loads. */
export const TableWrap = styled.div<{ $stale: boolean }>`
  overflow-x: auto;
  opacity: ${({ $stale }) => ($stale ? 0.55 : 1)};
  transition: opacity 0.15s;
`;

export const RecordTable = styled.table`
  width: 100%;
  min-width: 46rem;
  border-collapse: collapse;
  font-size: 0.8125rem;
  th {
    padding: 0.5rem 0.625rem;
    text-align: left;
    font-weight: 500;
    color: ${({ theme }) => theme.textMuted};
    background: ${({ theme }) => theme.surfaceAlt};
    white-space: nowrap;
  }
  th[data-num] { text-align: right; }
`;
