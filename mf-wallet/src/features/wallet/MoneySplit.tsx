import { useTranslation } from 'shared/i18n';
import type { ResponseOf, venueAllBalance } from 'shared/contract';
import { formatMoney } from 'shared/format';
import { Muted, SplitBar, type SplitPart } from 'shared/ui';
import { NAMESPACE } from '../../setup';

type AllBalance = ResponseOf<typeof venueAllBalance>;

/** The centre wallet first, then each venue holding money, largest first. */
export function splitParts(data: AllBalance, centreLabel: string): SplitPart[] {
  const venues = data.venues
    .filter((venue) => venue.balance > 0)
    .sort((a, b) => b.balance - a.balance)
    .map((venue) => ({
      key: venue.channelCode,
      label: venue.name,
      value: venue.balance,
      valueText: formatMoney(venue.balance),
    }));
  return [
    {
      key: 'centre',
      label: centreLabel,
      value: data.centerWalletBalance,
      valueText: formatMoney(data.centerWalletBalance),
    },
    ...venues,
  ];
}

/** Where the member's money is: centre wallet and venue wallets as shares of one bar; a sentence when there is none. */
export function MoneySplit({ data }: { data: AllBalance }) {
  const { t } = useTranslation(NAMESPACE);
  const parts = splitParts(data, t('wallet.centre'));
  if (parts.every((part) => part.value <= 0)) {
    return (
      <Muted as="p" data-testid="money-split-empty">
        {t('wallet.split.empty')}
      </Muted>
    );
  }
  return <SplitBar data-testid="money-split" label={t('wallet.split.title')} parts={parts} />;
}
