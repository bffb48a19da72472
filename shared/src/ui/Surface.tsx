import styled from 'styled-components';

/** The card a page's content sits on: surface colour, hairline border, rounded corners. */
export const Surface = styled.section<{ $padding?: string }>`
  padding: ${({ $padding = '1.25rem 1.5rem' }) => $padding};
  background: ${({ theme }) => theme.surface};
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: calc(${({ theme }) => theme.radius} * 1.5);
  color: ${({ theme }) => theme.text};
`;
