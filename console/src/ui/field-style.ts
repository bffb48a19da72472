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

/** A settings form's fields, two to a row. */
export const SettingsFields = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0.75rem 1.5rem;
  margin: 0.75rem 0;
`;

/** A checkbox with its words beside it, the whole label clickable. */
export const SwitchLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  cursor: pointer;
`;
