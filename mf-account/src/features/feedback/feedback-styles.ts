import styled from 'styled-components';

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
  font-size: 0.875rem;
  label,
  .label {
    color: ${({ theme }) => theme.textMuted};
  }
  select,
  textarea {
    padding: 0.5rem 0.75rem;
    border: 1px solid ${({ theme }) => theme.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.surfaceAlt};
    color: ${({ theme }) => theme.text};
    font: inherit;
  }
  select {
    height: 2.5rem;
  }
  textarea {
    min-height: 8rem;
    resize: vertical;
  }
  select:focus,
  textarea:focus {
    outline: none;
    border-color: ${({ theme }) => theme.primary};
  }
  [aria-invalid='true'] {
    border-color: ${({ theme }) => theme.danger};
  }
`;

export const Hint = styled.span<{ $problem?: boolean }>`
  font-size: 0.8125rem;
  color: ${({ theme, $problem }) => ($problem ? theme.danger : theme.textMuted)};
`;

export const Dot = styled.span`
  display: inline-block;
  flex: none;
  width: 0.5rem;
  height: 0.5rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.danger};
`;

export const Thumbs = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    position: relative;
  }
  img {
    display: block;
    width: 5.5rem;
    height: 5.5rem;
    object-fit: cover;
    border: 1px solid ${({ theme }) => theme.border};
    border-radius: ${({ theme }) => theme.radius};
  }
`;
