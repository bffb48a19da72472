import styled from 'styled-components';
import { Link } from 'shared/router';

export const Notice = styled.p<{ $tone: 'error' | 'success' }>`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.danger : theme.success)};
`;

/** A link inside running text, in the edition's accent colour. */
export const TextLink = styled(Link)`
  color: ${({ theme }) => theme.primary};
  text-decoration: underline;
  text-underline-offset: 2px;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.primary};
    outline-offset: 2px;
  }
`;
