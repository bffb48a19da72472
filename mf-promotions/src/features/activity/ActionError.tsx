import styled from 'styled-components';

/** A refused join or claim, in the server's words; shown with role="alert" next to its button. */
export const ActionError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.danger};
  font-size: 0.875rem;
`;
