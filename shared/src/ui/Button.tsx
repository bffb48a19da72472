import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { stillSpinner } from './reduced-motion';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Disables the button and shows a spinner while a request runs. */
  loading?: boolean;
  block?: boolean;
  children: ReactNode;
}

const Base = styled.button<{ $variant: ButtonVariant; $block: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5em;
  min-height: 2.5rem;
  white-space: nowrap;
  padding: 0 1.25rem;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid transparent;
  cursor: pointer;
  font-weight: 500;
  transition:
    background 0.15s,
    border-color 0.15s,
    opacity 0.15s;
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  ${({ $variant, theme }) =>
    $variant === 'primary'
      ? css`
          background: ${theme.primary};
          color: ${theme.onPrimary};
          &:hover:not(:disabled) {
            background: ${theme.primaryHover};
          }
        `
      : $variant === 'secondary'
        ? css`
            background: ${theme.surface};
            color: ${theme.text};
            border-color: ${theme.border};
            &:hover:not(:disabled) {
              border-color: ${theme.primary};
              color: ${theme.primary};
            }
          `
        : css`
            background: transparent;
            color: ${theme.primary};
            &:hover:not(:disabled) {
              text-decoration: underline;
            }
          `}
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

const Spin = styled.span`
  width: 1em;
  height: 1em;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: pf-spin 0.7s linear infinite;
  @keyframes pf-spin {
    to {
      transform: rotate(360deg);
    }
  }
  ${stillSpinner}
`;

export function Button({
  variant = 'primary',
  loading = false,
  block = false,
  disabled,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <Base
      type={type}
      $variant={variant}
      $block={block}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <Spin aria-hidden />}
      {children}
    </Base>
  );
}
