import styled from 'styled-components';

/** A muted line of a panel: a total, a hint, what today's action gives. */
export const PanelNote = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.textMuted};
`;
