import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.textMuted};
`;

const Input = styled.input<{ $invalid: boolean }>`
  height: 2.75rem;
  padding: 0 0.875rem;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.danger : theme.border)};
  background: ${({ theme }) => theme.surfaceAlt};
  color: ${({ theme }) => theme.text};
  font-size: 0.9375rem;
  &:focus {
    outline: none;
    border-color: ${({ theme }) => theme.primary};
    /* The border and a ring of the same colour: a 2 px change that shows where the focus is. */
    box-shadow: 0 0 0 1px ${({ theme }) => theme.primary};
  }
`;

const Message = styled.span`
  min-height: 1.1em;
  color: ${({ theme }) => theme.danger};
`;

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** The validation message shown under the field. */
  error?: string | undefined;
}

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, id, ...rest },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const messageId = `${inputId}-msg`;
  return (
    <Field>
      {/* The message sits outside the label so the field's name stays just the label. */}
      <label htmlFor={inputId}>{label}</label>
      <Input
        ref={ref}
        id={inputId}
        $invalid={Boolean(error)}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={messageId}
        {...rest}
      />
      <Message id={messageId} role={error ? 'alert' : undefined}>
        {error ?? ''}
      </Message>
    </Field>
  );
});
