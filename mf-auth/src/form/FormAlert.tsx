import styled from 'styled-components';

const Alert = styled.p`
  margin: 0 0 0.75rem;
  padding: 0.5rem 0.75rem;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.danger};
  color: ${({ theme }) => theme.danger};
  background: ${({ theme }) => theme.surfaceAlt};
  font-size: 0.8125rem;
`;

/** The server's answer to a failed submit, announced to screen readers. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return <Alert role="alert">{message}</Alert>;
}
