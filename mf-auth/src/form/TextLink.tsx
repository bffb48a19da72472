import styled from 'styled-components';

/** A button that reads as a link: in-dialog navigation (忘记密码？, 返回登录) and document links. */
export const TextLink = styled.button.attrs({ type: 'button' })`
  padding: 0;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.primary};
  font: inherit;
  cursor: pointer;
  &:hover:not(:disabled) {
    text-decoration: underline;
  }
  &:disabled {
    color: ${({ theme }) => theme.textMuted};
    cursor: not-allowed;
  }
`;

/** A row of links under a form: spread to both ends, or centred when alone. */
export const LinkRow = styled.div<{ $center?: boolean }>`
  display: flex;
  justify-content: ${({ $center }) => ($center ? 'center' : 'space-between')};
  align-items: center;
  gap: 1rem;
  margin-top: 0.75rem;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.textMuted};
`;
