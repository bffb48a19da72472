import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import { stillSpinner } from './reduced-motion';

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 0.75rem;
  padding: 2.5rem 1rem;
  color: ${({ theme }) => theme.textMuted};
`;

const Ring = styled.div`
  width: 2rem;
  height: 2rem;
  border: 3px solid ${({ theme }) => theme.border};
  border-top-color: ${({ theme }) => theme.primary};
  border-radius: 50%;
  animation: pf-spin 0.8s linear infinite;
  @keyframes pf-spin {
    to {
      transform: rotate(360deg);
    }
  }
  ${stillSpinner}
`;

/** The loading state of an area; `label` defaults to 加载中... */
export function Spinner({ label }: { label?: string }) {
  const { t } = useTranslation('shared');
  return (
    <Wrap role="status" aria-live="polite">
      <Ring aria-hidden />
      <span>{label ?? t('common.loading')}</span>
    </Wrap>
  );
}
