import { useId, type ReactNode, type Ref } from 'react';
import styled, { css } from 'styled-components';
import { textOn } from 'shared/theme';
import type { CustomerServiceEntryProps } from '../remotes/modules';

type Variant = CustomerServiceEntryProps['variant'];

const Base = styled.button<{ $variant: Variant }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.375rem;
  border: 1px solid transparent;
  cursor: pointer;
  transition:
    color 0.15s,
    background 0.15s,
    box-shadow 0.15s;
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
          &:hover {
            background: ${theme.primaryHover};
          }
        `
      : css`
          height: 2.25rem;
          padding: 0 0.75rem;
          border-radius: ${theme.radius};
          background: transparent;
          color: ${theme.headerText};
          &:hover {
            color: ${theme.primary};
          }
        `}
`;

const Badge = styled.span<{ $variant: Variant }>`
  position: absolute;
  top: ${({ $variant }) => ($variant === 'floating' ? '0' : '-0.25rem')};
  right: ${({ $variant }) => ($variant === 'floating' ? '0' : '-0.25rem')};
  min-width: 1.125rem;
  height: 1.125rem;
  padding: 0 0.3rem;
  border-radius: 999px;
  background: ${({ theme }) => theme.danger};
  color: ${({ theme }) => textOn(theme.danger)};
  font-size: 0.6875rem;
  font-weight: 700;
  line-height: 1.125rem;
  text-align: center;
  box-sizing: border-box;
`;

/** Read by screen readers, not shown: the badge alone is only a number. */
const Hidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

export interface ServiceEntryButtonProps {
  variant: Variant;
  label: string;
  onClick: () => void;
  icon: ReactNode;
  /** The pointer or the focus reached it: the stand-in starts loading what a click will need. */
  onIntent?: () => void;
  /** The window it opens is showing (a second click closes it). */
  expanded?: boolean;
  /** Unread support messages (no badge at 0) and how to say it. */
  unread: { count: number; description: string };
  ref?: Ref<HTMLButtonElement>;
}

/**
 * 在线客服's button: the chat remote's entry, and the host's stand-in for a visitor until the remote
 * is wanted (one look for both). The header variant shows its label; the floating one is a round
 * icon button named by it.
 */
export function ServiceEntryButton({
  variant,
  label,
  onClick,
  onIntent,
  icon,
  expanded,
  unread,
  ref,
}: ServiceEntryButtonProps) {
  const floating = variant === 'floating';
  const descriptionId = useId();
  const showBadge = unread.count > 0;
  return (
    <>
      <Base
        ref={ref}
        type="button"
        $variant={variant}
        onClick={onClick}
        onPointerEnter={onIntent}
        onFocus={onIntent}
        aria-expanded={expanded}
        aria-label={floating ? label : undefined}
        title={floating ? label : undefined}
        aria-describedby={showBadge ? descriptionId : undefined}
        data-testid={`customer-service-${variant}`}
      >
        {icon}
        {!floating && <span>{label}</span>}
        {showBadge && (
          <Badge $variant={variant} data-testid="chat-unread" aria-hidden>
            {unread.count > 99 ? '99+' : unread.count}
          </Badge>
        )}
      </Base>
      {/* Outside the button, or the header variant's name (its text) would take the number in. */}
      {showBadge && <Hidden id={descriptionId}>{unread.description}</Hidden>}
    </>
  );
}
