import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import { stillSpinner } from './reduced-motion';
import { useBusEvent } from 'shared/bus';
import type { LoadingMessage } from '../bus/events';

/** SPEC §9: the loading toast closes itself after 3 s when asked to. */
export const LOADING_AUTO_CLOSE_MS = 3000;

const Mask = styled.div<{ $visible: boolean }>`
  position: fixed;
  inset: 0;
  z-index: 1900;
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${({ $visible }) => ($visible ? 'rgba(0, 0, 0, 0.25)' : 'transparent')};
`;

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.75rem;
  min-width: 8rem;
  padding: 1.25rem 1.5rem;
  border-radius: 10px;
  color: #fff;
  background: rgba(20, 24, 32, 0.88);
`;

const Ring = styled.span`
  width: 1.75rem;
  height: 1.75rem;
  border: 3px solid rgba(255, 255, 255, 0.35);
  border-top-color: #fff;
  border-radius: 50%;
  animation: pf-spin 0.8s linear infinite;
  @keyframes pf-spin {
    to {
      transform: rotate(360deg);
    }
  }
  ${stillSpinner}
`;

export function LoadingToastHost() {
  const { t } = useTranslation('shared');
  const [loading, setLoading] = useState<LoadingMessage | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useBusEvent('ui:loading-show', (message) => {
    clearTimeout(timer.current);
    setLoading(message);
    if (message.isAutoClose) timer.current = setTimeout(() => setLoading(null), LOADING_AUTO_CLOSE_MS);
  });
  useBusEvent('ui:loading-hide', () => {
    clearTimeout(timer.current);
    setLoading(null);
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  if (!loading) return null;
  return (
    <Mask $visible={loading.isShowMask !== false} onClick={() => loading.maskClosable && setLoading(null)}>
      <Box role="status" aria-live="polite">
        {loading.isShowIcon !== false && <Ring aria-hidden />}
        <span>{loading.msg ?? t('common.loading')}</span>
      </Box>
    </Mask>
  );
}
