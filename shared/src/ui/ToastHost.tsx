import { useEffect, useRef, useState } from 'react';
import styled, { css } from 'styled-components';
import { useBusEvent } from 'shared/bus';
import type { ToastMessage } from '../bus/events';

const TOAST_MS = 2500;

const Toast = styled.div<{ $position: 'center' | 'bottom'; $kind: 'info' | 'success' | 'error' }>`
  position: fixed;
  left: 50%;
  z-index: 2000;
  max-width: min(32rem, 90vw);
  padding: 0.75rem 1.25rem;
  border-radius: 8px;
  color: #fff;
  text-align: center;
  transform: translateX(-50%);
  pointer-events: none;
  background: ${({ $kind }) => ($kind === 'error' ? 'rgba(196, 43, 48, 0.92)' : $kind === 'success' ? 'rgba(28, 140, 80, 0.92)' : 'rgba(20, 24, 32, 0.88)')};
  ${({ $position }) =>
    $position === 'bottom'
      ? css`
          bottom: 3rem;
        `
      : css`
          top: 45%;
        `}
`;

/** Shows `ui:toast` messages one at a time; a newer message replaces the older one. */
export function ToastHost() {
  const [toast, setToast] = useState<(ToastMessage & { id: number }) | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useBusEvent('ui:toast', (message) => {
    clearTimeout(timer.current);
    setToast({ ...message, id: Date.now() });
    timer.current = setTimeout(() => setToast(null), TOAST_MS);
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  if (!toast) return null;
  return (
    <Toast
      key={toast.id}
      role="status"
      aria-live="polite"
      data-testid="toast"
      $position={toast.position ?? 'center'}
      $kind={toast.kind ?? 'info'}
    >
      {toast.message}
    </Toast>
  );
}
