import styled from 'styled-components';

/** The VIP pages' tables: a scrolling frame, and a highlight for the member's own row or column. */
export const TableFrame = styled.div`
  overflow-x: auto;
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.8125rem;
  th,
  td {
    padding: 0.5rem 0.75rem;
    text-align: right;
    border-bottom: 1px solid ${({ theme }) => theme.border};
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
  th:first-child,
  td:first-child {
    text-align: left;
  }
  thead th {
    font-weight: 500;
    color: ${({ theme }) => theme.textMuted};
    background: ${({ theme }) => theme.surfaceAlt};
  }
  /* The tint and the weight mark the member's row; its words stay the text colour, which keeps
     4.5:1 on the tint for any brand primary (primary words on it fell to 4.3:1). */
  [data-current] {
    background: color-mix(in srgb, ${({ theme }) => theme.primary} 10%, ${({ theme }) => theme.surface});
    color: ${({ theme }) => theme.text};
    font-weight: 600;
  }
`;
