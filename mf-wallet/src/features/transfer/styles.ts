import styled from 'styled-components';

/** An on/off switch drawn over a checkbox, so Space and the label toggle it. */
export const SwitchLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  font-size: 0.875rem;
  cursor: pointer;
  input {
    width: 2.25rem;
    height: 1.25rem;
    accent-color: ${({ theme }) => theme.primary};
    cursor: inherit;
  }
  input:disabled {
    cursor: progress;
  }
`;
