import type { TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { FieldLabel, fieldFrame } from './field-style';

const TextArea = styled.textarea<{ $code: boolean; $minHeight: string }>`
  width: 100%;
  box-sizing: border-box;
  min-height: ${({ $minHeight }) => $minHeight};
  padding: ${({ $code }) => ($code ? '0.75rem' : '0.5rem 0.75rem')};
  ${fieldFrame}
  font: inherit;
  font-family: ${({ $code }) => ($code ? 'ui-monospace, SFMono-Regular, Menlo, monospace' : 'inherit')};
  font-size: ${({ $code }) => ($code ? '0.8125rem' : 'inherit')};
  resize: vertical;
`;

export interface ConsoleTextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  /** Monospaced, for text an operator edits as code (JSON). */
  code?: boolean;
  minHeight?: string;
}

/** A labelled multi-line field in the console's field style, the same frame as ConsoleSelect. */
export function ConsoleTextArea({ label, code = false, minHeight = '6rem', ...textarea }: ConsoleTextAreaProps) {
  return (
    <FieldLabel>
      {label}
      <TextArea $code={code} $minHeight={minHeight} {...textarea} />
    </FieldLabel>
  );
}
