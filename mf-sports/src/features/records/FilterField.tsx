import styled from 'styled-components';

/** A labelled input or select of the records' filter bar, in either edition's colours. */
export const FilterField = styled.label`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  font-size: 0.75rem;
  color: ${({ theme }) => theme.textMuted};
  input,
  select {
    height: 2.25rem;
    padding: 0 0.625rem;
    border-radius: ${({ theme }) => theme.radius};
    border: 1px solid ${({ theme }) => theme.border};
    background: ${({ theme }) => theme.surfaceAlt};
    color: ${({ theme }) => theme.text};
    font-size: 0.875rem;
    color-scheme: ${({ theme }) => (theme.edition === 'professional' ? 'dark' : 'light')};
  }
  input:focus,
  select:focus {
    outline: none;
    border-color: ${({ theme }) => theme.primary};
  }
`;
