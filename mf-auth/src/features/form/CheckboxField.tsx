import { useId } from 'react';
import styled from 'styled-components';

const Row = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  font-size: 0.8125rem;
`;

const Label = styled.label`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  color: ${({ theme }) => theme.textMuted};
  cursor: pointer;
  input { accent-color: ${({ theme }) => theme.primary}; width: 1rem; height: 1rem; margin: 0; }
`;

const Message = styled.span`
  min-height: 1.1em;
  color: ${({ theme }) => theme.danger};
`;

export interface CheckboxFieldProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | undefined;
}

/** A checkbox with its rule message underneath, laid out like TextField. */
export function CheckboxField({ label, checked, onChange, error }: CheckboxFieldProps) {
  const messageId = `${useId()}-msg`;
  return (
    <Row>
      <Label>
        <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} aria-invalid={Boolean(error) || undefined} aria-describedby={messageId} />
        {label}
      </Label>
      <Message id={messageId} role={error ? 'alert' : undefined}>
        {error ?? ''}
      </Message>
    </Row>
  );
}
