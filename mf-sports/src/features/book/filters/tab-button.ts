import styled from 'styled-components';

/** A tab of the book's bars (markets, sports, featured leagues, days). */
export const TabButton = styled.button<{ $active: boolean; $size?: 'large' | 'small' }>`
  flex: none;
  padding: ${({ $size }) => ($size === 'large' ? '0 1.125rem' : '0 0.75rem')};
  height: ${({ $size }) => ($size === 'large' ? '2.5rem' : '2rem')};
  border: 1px solid ${({ theme, $active }) => ($active ? theme.primary : 'transparent')};
  border-radius: ${({ $size }) => ($size === 'large' ? '6px' : '999px')};
  background: ${({ theme, $active }) => ($active ? theme.primary : 'transparent')};
  color: ${({ theme, $active }) => ($active ? theme.onPrimary : theme.text)};
  font: inherit;
  font-size: ${({ $size }) => ($size === 'large' ? '0.9375rem' : '0.8125rem')};
  font-weight: ${({ $active }) => ($active ? 600 : 400)};
  white-space: nowrap;
  cursor: pointer;
  transition:
    background 0.12s,
    color 0.12s,
    border-color 0.12s;
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.primary};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.primary};
    outline-offset: 2px;
  }
`;

/** A row of tabs that scrolls sideways when it does not fit. */
export const TabStrip = styled.div`
  display: flex;
  align-items: center;
  gap: 0.375rem;
  min-width: 0;
  overflow-x: auto;
  scrollbar-width: thin;
`;
