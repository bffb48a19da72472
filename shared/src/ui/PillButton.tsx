import styled from 'styled-components';

/** A rounded choice among a few (activity categories, record date ranges); `$active` fills it with the brand colour. */
export const PillButton = styled.button<{ $active: boolean }>`
  min-width: 4.5rem;
  padding: 0.45rem 1rem;
  border-radius: 999px;
  border: 1px solid ${({ theme, $active }) => ($active ? theme.primary : theme.border)};
  background: ${({ theme, $active }) => ($active ? theme.primary : theme.surface)};
  color: ${({ theme, $active }) => ($active ? theme.onPrimary : theme.text)};
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.primary};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.primary};
    outline-offset: 2px;
  }
`;
