import styled, { css, keyframes } from 'styled-components';
import { useTranslation } from 'shared/i18n';
import { formatAmount } from 'shared/format';
import { NAMESPACE } from '../../setup';
import { MoneyShortcuts } from './MoneyShortcuts';
import { Muted, RefreshIcon, whenReducedMotion } from 'shared/ui';
import { useBalanceRefresh } from './use-balance-refresh';

const Box = styled.div`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  padding: 0.25rem 0.375rem 0.25rem 0.75rem;
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: 999px;
  background: ${({ theme }) => theme.surfaceAlt};
  font-size: 0.875rem;
  white-space: nowrap;
`;

const Amount = styled.strong`
  min-width: 4.5rem;
  color: ${({ theme }) => theme.primary};
  font-variant-numeric: tabular-nums;
`;

const pulse = keyframes`50% { opacity: 0.45; }`;

const Skeleton = styled.span`
  display: inline-block;
  width: 4.5rem;
  height: 0.875rem;
  border-radius: 4px;
  background: ${({ theme }) => theme.border};
  animation: ${pulse} 1.4s ease-in-out infinite;
  ${whenReducedMotion(css`
    animation: none;
  `)}
`;

const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 1.75rem;
  height: 1.75rem;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${({ theme }) => theme.textMuted};
  cursor: pointer;
  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.primary};
    background: ${({ theme }) => theme.surface};
  }
  &:disabled {
    cursor: progress;
  }
`;

/**
 * 中心钱包 and its balance in the header, with a refresh button (SPEC §3 centerWalletBalance) and the
 * money shortcuts. The shell's own: the balance lives in the shared state the host keeps fresh, so a
 * member's first page needs no remote (and no federation runtime) for it. Its own chunk, loaded
 * once a member is logged in (LazyHeaderBalance), so a visitor's first page does not carry it.
 */
export default function HeaderBalance() {
  const { t } = useTranslation(NAMESPACE);
  const { balance, refreshing, failed, refresh } = useBalanceRefresh();
  return (
    <Box data-testid="balance-widget">
      <Muted>{t('balance.label')}</Muted>
      {balance ? (
        <Amount data-testid="center-wallet-balance">{formatAmount(balance.centerWalletBalance)}</Amount>
      ) : failed ? (
        <Amount aria-label={t('balance.unavailable')}>--</Amount>
      ) : (
        <Skeleton role="status" aria-label={t('balance.loading')} />
      )}
      <IconButton
        type="button"
        aria-label={t('balance.refresh')}
        aria-busy={refreshing || undefined}
        disabled={refreshing}
        onClick={refresh}
      >
        <RefreshIcon spinning={refreshing} />
      </IconButton>
      <MoneyShortcuts />
    </Box>
  );
}
