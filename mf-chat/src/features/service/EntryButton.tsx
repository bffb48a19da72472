import type { ReactNode } from 'react';
import styled, { css, keyframes } from 'styled-components';
import type { CustomerServiceEntryProps } from 'shared/remotes';

type Variant = CustomerServiceEntryProps['variant'];

const spin = keyframes`to { transform: rotate(360deg); }`;

const Base = styled.button<{ $variant: Variant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.375rem;
  border: 1px solid transparent;
  cursor: pointer;
  transition: color 0.15s, background 0.15s, box-shadow 0.15s;
  &:disabled { cursor: progress; opacity: 0.75; }
  ${({ $variant, theme }) =>
    $variant === 'floating'
      ? css`
          position: fixed;
          right: 1.5rem;
          bottom: 1.5rem;
          z-index: 900;
          width: 3.5rem;
          height: 3.5rem;
          border-radius: 50%;
          background: ${theme.primary};
          color: ${theme.onPrimary};
          font-size: 1.25rem;
          box-shadow: 0 0.5rem 1.25rem rgba(0, 0, 0, 0.25);
          &:hover:not(:disabled) { background: ${theme.primaryHover}; }
        `
      : css`
          height: 2.25rem;
          padding: 0 0.75rem;
          border-radius: ${theme.radius};
          background: transparent;
          color: ${theme.headerText};
          &:hover:not(:disabled) { color: ${theme.primary}; }
        `}
`;

const Spinner = styled.span`
  width: 1em;
  height: 1em;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.7s linear infinite;
`;

export interface EntryButtonProps {
  variant: Variant;
  label: string;
  busy: boolean;
  onClick: () => void;
  icon: ReactNode;
}

/** The header variant shows its label; the floating one is a round icon button named by it. */
export function EntryButton({ variant, label, busy, onClick, icon }: EntryButtonProps) {
  const floating = variant === 'floating';
  return (
    <Base
      type="button"
      $variant={variant}
      onClick={onClick}
      disabled={busy}
      aria-busy={busy || undefined}
      aria-label={floating ? label : undefined}
      title={floating ? label : undefined}
      data-testid={`customer-service-${variant}`}
    >
      {busy ? <Spinner aria-hidden /> : icon}
      {!floating && <span>{label}</span>}
    </Base>
  );
}
