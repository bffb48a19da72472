import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import type { VenueWallet } from 'shared/contract';
import { formatBeijingTime, formatMoney } from 'shared/format';
import { NAMESPACE } from '../../setup';
import { RefreshIcon } from 'shared/ui';
import type { Direction } from './TransferForm';
import type { VenueState } from './use-transfer-page';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(12.5rem, 1fr));
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li<{ $selected: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
  padding: 0.75rem 0.875rem;
  border: 1px solid ${({ theme, $selected }) => ($selected ? theme.primary : theme.border)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.surfaceAlt};
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  font-size: 0.875rem;
`;

const Balance = styled.strong`
  font-size: 1.0625rem;
  font-variant-numeric: tabular-nums;
`;

const Badge = styled.span`
  font-size: 0.75rem;
  color: ${({ theme }) => theme.warning};
`;

const Small = styled.button`
  padding: 0.125rem 0.5rem;
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: 999px;
  background: ${({ theme }) => theme.surface};
  color: ${({ theme }) => theme.text};
  font-size: 0.75rem;
  cursor: pointer;
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.primary};
    color: ${({ theme }) => theme.primary};
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

const Icon = styled(Small)`
  display: inline-flex;
  padding: 0.125rem;
  border: 0;
  background: transparent;
`;

const ErrorText = styled.span`
  font-size: 0.75rem;
  color: ${({ theme }) => theme.danger};
`;

export interface VenueWalletListProps {
  venues: readonly VenueState[];
  selected: string;
  disabled: boolean;
  onPick: (channelCode: string, direction: Direction) => void;
  onReload: (channelCode: string) => void;
}

/** 'MM-DD HH:mm' Beijing time of the end of a maintenance window, or null when it has none. */
export function maintenanceEnd(wallet: VenueWallet): string | null {
  const until = wallet.maintenance?.until;
  if (!until) return null;
  if (Number.isNaN(Date.parse(until))) return null;
  return formatBeijingTime(until, 'monthMinute');
}

/** Every venue wallet: its balance, its own reload (venue/balance), 转入 / 转出 shortcuts. */
export function VenueWalletList({ venues, selected, disabled, onPick, onReload }: VenueWalletListProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Grid aria-label={t('transfer.venue.list')}>
      {venues.map(({ wallet, refreshing, error }) => {
        const down = wallet.status === 'maintenance';
        return (
          <Item
            key={wallet.channelCode}
            $selected={wallet.channelCode === selected}
            data-testid={`venue-wallet-${wallet.channelCode}`}
          >
            <Head>
              <span>{wallet.name}</span>
              {down ? (
                <Badge>{t('transfer.venue.maintenance')}</Badge>
              ) : (
                <Icon
                  type="button"
                  aria-label={t('transfer.venue.reload', { name: wallet.name })}
                  aria-busy={refreshing || undefined}
                  disabled={refreshing}
                  onClick={() => onReload(wallet.channelCode)}
                >
                  <RefreshIcon spinning={refreshing} />
                </Icon>
              )}
            </Head>
            <Balance data-testid="venue-balance">{formatMoney(wallet.balance)}</Balance>
            {down && maintenanceEnd(wallet) !== null && (
              <Badge>{t('transfer.venue.until', { time: maintenanceEnd(wallet) })}</Badge>
            )}
            {error !== null && (
              <ErrorText role="alert">
                {error}{' '}
                <Small type="button" onClick={() => onReload(wallet.channelCode)}>
                  {t('transfer.venue.retry')}
                </Small>
              </ErrorText>
            )}
            <Head>
              <Small
                type="button"
                disabled={disabled || down}
                onClick={() => onPick(wallet.channelCode, '1')}
                aria-label={t('transfer.venue.pickIn', { name: wallet.name })}
              >
                {t('transfer.venue.in')}
              </Small>
              <Small
                type="button"
                disabled={disabled || down || wallet.balance <= 0}
                onClick={() => onPick(wallet.channelCode, '2')}
                aria-label={t('transfer.venue.pickOut', { name: wallet.name })}
              >
                {t('transfer.venue.out')}
              </Small>
            </Head>
          </Item>
        );
      })}
    </Grid>
  );
}
