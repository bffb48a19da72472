import styled from 'styled-components';

/** The boxed message of the slip: a notice, the pending state, an outcome. */
export const SlipPanel = styled.div<{ $tone: 'error' | 'info' | 'success' | 'warning' }>`
  display: flex;
  align-items: flex-start;
  gap: 0.5rem;
  padding: 0.5rem 0.75rem;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid
    ${({ theme, $tone }) => ($tone === 'error' ? theme.danger : $tone === 'success' ? theme.success : $tone === 'warning' ? theme.warning : theme.border)};
  background: ${({ theme }) => theme.surfaceAlt};
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.danger : $tone === 'success' ? theme.success : theme.text)};
  font-size: 0.8125rem;
  line-height: 1.45;
  > div {
    flex: 1;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
  }
  small {
    color: ${({ theme }) => theme.textMuted};
  }
`;

export const DismissButton = styled.button`
  flex: none;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.textMuted};
  font-size: 1rem;
  line-height: 1;
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.text};
  }
`;
