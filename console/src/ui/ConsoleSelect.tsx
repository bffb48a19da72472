import type { ReactNode, SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { FieldLabel, fieldFrame } from './field-style';

const Select = styled.select`
  height: 2.75rem;
  padding: 0 0.75rem;
  ${fieldFrame}
`;

/** A labelled native select in the console's field style (keyboard and screen readers as the browser gives them). */
export function ConsoleSelect({
  label,
  children,
  ...select
}: SelectHTMLAttributes<HTMLSelectElement> & { label: string; children: ReactNode }) {
  return (
    <FieldLabel>
      {label}
      <Select {...select}>{children}</Select>
    </FieldLabel>
  );
}
