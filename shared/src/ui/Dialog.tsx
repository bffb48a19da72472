import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { holdDialogOpen, isInnermostDialog, nextDialogOrder } from 'shared/dialog-order';
import { useTranslation } from 'shared/i18n';
import { keepTabInside } from './focus-trap';

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${({ theme }) => theme.overlay};
  padding: 1rem;
`;

const Box = styled.div<{ $width: string }>`
  position: relative;
  width: min(${({ $width }) => $width}, 100%);
  max-height: calc(100vh - 2rem);
  overflow: auto;
  background: ${({ theme }) => theme.surface};
  color: ${({ theme }) => theme.text};
  border-radius: calc(${({ theme }) => theme.radius} * 1.5);
  box-shadow: 0 1.25rem 3rem rgba(0, 0, 0, 0.25);
  padding: 1.5rem;
`;

const Title = styled.h2`
  margin: 0 0 1rem;
  font-size: 1.125rem;
  text-align: center;
`;

const Close = styled.button`
  position: absolute;
  top: 0.75rem;
  right: 0.75rem;
  width: 2rem;
  height: 2rem;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${({ theme }) => theme.textMuted};
  font-size: 1.25rem;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.surfaceAlt};
  }
`;

export interface DialogProps {
  open: boolean;
  title?: ReactNode;
  onClose?: () => void;
  /** Shows the close icon; Escape and a click on the mask close only when this is on. */
  closable?: boolean;
  width?: string;
  children: ReactNode;
  /** Accessible name when there is no visible title. */
  label?: string;
}

/**
 * A modal dialog: focus moves in and stays in (Tab wraps), Escape closes, focus goes back to what
 * opened it, and the page behind is out of reach for the mouse and the keyboard.
 */
export function Dialog({ open, title, onClose, closable = true, width = '26rem', children, label }: DialogProps) {
  const { t } = useTranslation('shared');
  const titleId = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  const order = useRef(0);
  // What had the focus before the dialog rendered: a field with autoFocus takes it while the dialog
  // commits, before any effect of the dialog runs, so the opener is read here, on the opening render.
  const opener = useRef<HTMLElement | null>(null);
  if (open && order.current === 0) {
    order.current = nextDialogOrder();
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }
  if (!open) order.current = 0;
  // Read at the key press: a caller's new onClose each render must not re-run the effect below,
  // whose clean-up hands focus back to where it was (a second field would lose it as you type).
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    if (!open) return undefined;
    const mine = order.current;
    const release = holdDialogOpen(mine);
    const previous = opener.current;
    // Respect a field that took focus itself (autoFocus); otherwise focus the dialog box.
    if (!boxRef.current?.contains(document.activeElement)) boxRef.current?.focus();
    const innermost = () => isInnermostDialog(mine);
    const onKey = (event: KeyboardEvent) => {
      if (!innermost()) return;
      if (event.key === 'Escape') {
        if (closable) closeRef.current?.();
        return;
      }
      if (boxRef.current) keepTabInside(boxRef.current, event);
    };
    // Focus that lands behind the innermost dialog (a script, a click on something the mask does not
    // cover) comes back into it: the page behind is out of reach while a dialog is open.
    const onFocusIn = (event: FocusEvent) => {
      const box = boxRef.current;
      if (!innermost() || box === null || !(event.target instanceof Node) || box.contains(event.target)) return;
      // A dialog opened over this one keeps its focus.
      const owner = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-dialog-order]') : null;
      if (owner !== null && Number(owner.dataset.dialogOrder) > mine) return;
      box.focus();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocusIn);
      release();
      previous?.focus?.();
    };
  }, [open, closable]);

  if (!open) return null;
  return createPortal(
    <Overlay
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && closable) onClose?.();
      }}
    >
      <Box
        ref={boxRef}
        $width={width}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : label}
        tabIndex={-1}
        data-dialog-order={order.current}
      >
        {closable && onClose && (
          <Close type="button" aria-label={t('common.close')} onClick={onClose}>
            ×
          </Close>
        )}
        {title && <Title id={titleId}>{title}</Title>}
        {children}
      </Box>
    </Overlay>,
    document.body,
  );
}
