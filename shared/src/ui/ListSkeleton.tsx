import styled, { css, keyframes } from 'styled-components';
import { whenReducedMotion } from './reduced-motion';
import { useTranslation } from 'shared/i18n';

const shimmer = keyframes`
  from { opacity: 0.55; }
  to { opacity: 1; }
`;

const Line = styled.div`
  height: 2.25rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.surfaceAlt};
  animation: ${shimmer} 0.9s ease-in-out infinite alternate;
  ${whenReducedMotion(css`
    animation: none;
  `)}
`;

const Lines = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
`;

/** The loading state of a list or table: grey lines where the rows will be, so nothing jumps. */
export function ListSkeleton({ rows = 5 }: { rows?: number }) {
  const { t } = useTranslation('shared');
  return (
    <Lines role="status" aria-live="polite" aria-label={t('common.loading')} data-testid="list-skeleton">
      {Array.from({ length: rows }, (_, index) => (
        <Line key={index} aria-hidden />
      ))}
    </Lines>
  );
}
