import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import { Button } from './Button';

const Panel = styled.div<{ $tone: 'muted' | 'danger' }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 0.75rem;
  padding: 2.5rem 1.5rem;
  text-align: center;
  color: ${({ theme }) => theme.textMuted};
  background: ${({ theme }) => theme.surface};
  border: 1px dashed ${({ theme, $tone }) => ($tone === 'danger' ? theme.danger : theme.border)};
  border-radius: ${({ theme }) => theme.radius};
`;

const Title = styled.strong`
  font-size: 1rem;
  color: ${({ theme }) => theme.text};
`;

/** Nothing to show: 暂无数据 unless told otherwise. */
export function EmptyState({ title, children }: { title?: string; children?: ReactNode }) {
  const { t } = useTranslation('shared');
  return (
    <Panel $tone="muted" role="status">
      <Title>{title ?? t('common.empty')}</Title>
      {children}
    </Panel>
  );
}

export interface ErrorStateProps {
  title?: string;
  message?: string;
  onRetry?: () => void;
  retrying?: boolean;
  /** The button's text when it does more than retry (刷新页面); 重试 otherwise. */
  retryLabel?: string;
}

/** A failed load with its message and a retry button. */
export function ErrorState({ title, message, onRetry, retrying = false, retryLabel }: ErrorStateProps) {
  const { t } = useTranslation('shared');
  return (
    <Panel $tone="danger" role="alert">
      <Title>{title ?? t('common.loadFailed')}</Title>
      {message && <span>{message}</span>}
      {onRetry && (
        <Button variant="secondary" onClick={onRetry} loading={retrying}>
          {retryLabel ?? t('common.retry')}
        </Button>
      )}
    </Panel>
  );
}
