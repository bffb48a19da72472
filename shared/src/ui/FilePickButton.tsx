import { useRef, type ChangeEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, type ButtonVariant } from './Button';

/** Kept in the page for the button to open, out of sight: the browser's own picker names itself in English. */
const HiddenInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  opacity: 0;
  pointer-events: none;
`;

export interface FilePickButtonProps {
  /** The button's text, which is also the picker's accessible name. */
  label: string;
  children?: ReactNode;
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  /** Disables the button and shows a spinner while the picked files upload. */
  loading?: boolean;
  variant?: ButtonVariant;
  /** On the input, for tests that hand it files. */
  testId?: string;
  onPick: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** A button in the page's language that opens the file picker. */
export function FilePickButton({
  label,
  children,
  accept,
  multiple = false,
  disabled = false,
  loading = false,
  variant = 'secondary',
  testId,
  onPick,
}: FilePickButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <HiddenInput
        ref={input}
        type="file"
        accept={accept}
        multiple={multiple}
        tabIndex={-1}
        aria-label={label}
        data-testid={testId}
        disabled={disabled}
        onChange={onPick}
      />
      <Button variant={variant} disabled={disabled} loading={loading} onClick={() => input.current?.click()}>
        {children ?? label}
      </Button>
    </>
  );
}
