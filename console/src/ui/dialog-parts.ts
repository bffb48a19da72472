import styled from 'styled-components';

/** The form inside a console confirmation dialog: its fields and buttons in one column. */
export const DialogForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
`;

/** Why the server refused the dialog's action, in the danger colour; the inputs stay as typed. */
export const DialogFailure = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.danger};
  font-size: 0.875rem;
`;
