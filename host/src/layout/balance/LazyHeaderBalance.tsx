import { lazy, Suspense, useState, type ComponentType } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import { RetryingChunk } from '../../remote-area/RetryingChunk';
import { NAMESPACE } from '../../setup';

const Failed = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.danger};
  button {
    border: 0;
    background: none;
    padding: 0;
    color: ${({ theme }) => theme.primary};
    font: inherit;
    cursor: pointer;
    text-decoration: underline;
  }
`;

type LoadBalance = () => Promise<{ default: ComponentType }>;

const loadHeaderBalance: LoadBalance = () => import('./HeaderBalance');

/** One attempt at the chunk (RetryingChunk mounts a new one per retry). */
function BalanceChunk({ load }: { load: LoadBalance }) {
  const [Balance] = useState(() => lazy(load));
  return (
    <Suspense fallback={null}>
      <Balance />
    </Suspense>
  );
}

/** The header balance's chunk, fetched when a member's header first shows; a failed fetch offers a retry. */
export function LazyHeaderBalance({ load = loadHeaderBalance }: { load?: LoadBalance }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <RetryingChunk
      fallback={(retry) => (
        <Failed role="alert">
          {t('balance.chunkFailed')}
          <button type="button" onClick={retry}>
            {t('balance.retry')}
          </button>
        </Failed>
      )}
    >
      {(attempt) => <BalanceChunk key={attempt} load={load} />}
    </RetryingChunk>
  );
}
