import { useTranslation } from 'shared/i18n';
import type { DepositOrder } from 'shared/contract';
import { formatMoney } from 'shared/format';
import { NAMESPACE } from '../../../setup';
import { Muted, SectionTitle } from '../deposit-styles';
import { DetailList, type Detail } from './DetailList';

/** transferWait: the account to transfer to, each field with a copy button, the exact amount and the 附言码. */
export function TransferDetails({ order }: { order: DepositOrder }) {
  const { t } = useTranslation(NAMESPACE);
  const account = order.receivingAccount;
  if (account === null) return null;
  const items: Detail[] = [
    { label: t('deposit.wait.bankName'), value: account.bankName, copy: account.bankName },
    { label: t('deposit.wait.accountName'), value: account.accountName, copy: account.accountName },
    {
      label: t('deposit.wait.accountNo'),
      value: account.accountNo,
      copy: account.accountNo.replace(/\s/g, ''),
      testId: 'receiving-account-no',
    },
    { label: t('deposit.wait.branch'), value: account.branch },
    { label: t('deposit.wait.transferAmount'), value: formatMoney(order.amount), copy: String(order.amount) },
    { label: t('deposit.wait.depositor'), value: order.depositorName },
  ];
  // The operator finds the transfer on the bank statement by this code and the amount.
  if (order.reference !== '') {
    items.push({
      label: t('deposit.wait.reference'),
      value: order.reference,
      copy: order.reference,
      testId: 'transfer-reference',
    });
  }
  return (
    <section aria-labelledby="deposit-receiving">
      <SectionTitle id="deposit-receiving">{t('deposit.wait.receiving')}</SectionTitle>
      <DetailList items={items} />
      <Muted>{t('deposit.wait.transferNote')}</Muted>
    </section>
  );
}
