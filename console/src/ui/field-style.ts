import styled, { css } from 'styled-components';

/** A console field's label: its name in small muted text above the control it wraps. */
export const FieldLabel = styled.label`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.textMuted};
`;

/** The frame every console control shares: rounded border on the alternate surface. */
export const fieldFrame = css`
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.border};
  background: ${({ theme }) => theme.surfaceAlt};
  color: ${({ theme }) => theme.text};
`;
