import styled from 'styled-components';

/** A titled block of an activity page (the rules, a panel's tables). */
export const PanelSection = styled.section`
  margin-top: 1.5rem;
  padding: 1rem 1.25rem;
  background: ${({ theme }) => theme.surface};
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: ${({ theme }) => theme.radius};
  h2 {
    margin: 0 0 0.75rem;
    font-size: 1rem;
    color: ${({ theme }) => theme.text};
  }
  ol {
    margin: 0;
    padding-left: 1.25rem;
    line-height: 1.75;
    color: ${({ theme }) => theme.text};
    font-size: 0.875rem;
  }
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: 0.875rem;
    font-variant-numeric: tabular-nums;
  }
  th,
  td {
    padding: 0.5rem;
    text-align: left;
    border-bottom: 1px solid ${({ theme }) => theme.border};
  }
  th {
    color: ${({ theme }) => theme.textMuted};
    font-weight: 500;
  }
`;
