import type { ReactNode, SelectHTMLAttributes } from 'react';
import styled from 'styled-components';

const Select = styled.select`
  height: 2.75rem;
  padding: 0 0.75rem;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.border};
  background: ${({ theme }) => theme.surfaceAlt};
  color: ${({ theme }) => theme.text};
`;

const Label = styled.label`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.textMuted};
`;

/** A labelled native select in the console's field style (keyboard and screen readers as the browser gives them). */
export function ConsoleSelect({
  label,
  children,
  ...select
}: SelectHTMLAttributes<HTMLSelectElement> & { label: string; children: ReactNode }) {
  return (
    <Label>
      {label}
      <Select {...select}>{children}</Select>
    </Label>
  );
}
