import { useEffect } from 'react';
import { useLocation } from 'shared/router';
import styled, { css, keyframes } from 'styled-components';
import { whenReducedMotion } from 'shared/ui';
import { progress, useProgressBusy } from './progress-store';

/** A route change alone is instant here (no loaders), so it holds the bar this long to be seen. */
const ROUTE_PULSE_MS = 300;

const grow = keyframes`
  from { transform: scaleX(0.05); }
  to { transform: scaleX(0.9); }
`;

const Bar = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  z-index: 2000;
  height: 3px;
  background: ${({ theme }) => theme.primary};
  transform-origin: left;
  animation: ${grow} 2s ease-out forwards;
  pointer-events: none;
  /* Still: the bar stands at its end width while busy instead of growing. */
  ${whenReducedMotion(css`
    animation: none;
    transform: scaleX(0.9);
  `)}
`;

/** SPEC §2: a thin bar at the top of the page during navigation and while a remote chunk loads. */
export function ProgressBar() {
  const { pathname } = useLocation();
  const busy = useProgressBusy();

  useEffect(() => {
    const finish = progress.start();
    const timer = window.setTimeout(finish, ROUTE_PULSE_MS);
    return () => {
      window.clearTimeout(timer);
      finish();
    };
  }, [pathname]);

  return busy ? <Bar role="progressbar" aria-hidden data-testid="route-progress" /> : null;
}
