import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

const Row = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  font-size: 0.8125rem;
`;

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0 0.25rem;
  color: ${({ theme }) => theme.textMuted};
`;

const Label = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  cursor: pointer;
  input {
    accent-color: ${({ theme }) => theme.primary};
    width: 1rem;
    height: 1rem;
    margin: 0;
  }
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
  /** Shown after the label on the same line, outside it: links there must not toggle the box. */
  after?: ReactNode;
  /** Drops the empty message line when the box has no rule (记住密码). */
  compact?: boolean;
}

/** A checkbox with its rule message underneath, laid out like TextField. */
export function CheckboxField({ label, checked, onChange, error, after, compact = false }: CheckboxFieldProps) {
  const messageId = `${useId()}-msg`;
  const box = (
    <Line>
      <Label>
        <input
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={compact ? undefined : messageId}
        />
        {label}
      </Label>
      {after}
    </Line>
  );
  if (compact) return box;
  return (
    <Row>
      {box}
      <Message id={messageId} role={error ? 'alert' : undefined}>
        {error ?? ''}
      </Message>
    </Row>
  );
}
