import styled from 'styled-components';

/** A record's facts as name and value pairs, names muted in a column of their own; long values break. */
export const FactList = styled.dl`
  display: grid;
  grid-template-columns: 7rem 1fr;
  gap: 0.5rem 1rem;
  margin: 0 0 1rem;
  dt {
    color: ${({ theme }) => theme.textMuted};
  }
  dd {
    margin: 0;
    word-break: break-all;
  }
`;
