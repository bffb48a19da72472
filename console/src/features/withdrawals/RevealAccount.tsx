import { useState } from 'react';
import { errorMessage } from 'shared/api';
import { consoleWithdrawReveal, type DeskWithdrawal } from 'shared/contract/console';
import { useTranslation } from 'shared/i18n';
import { useEndpointMutation } from 'shared/query';
import { Muted, PillButton } from 'shared/ui';
import { NAMESPACE } from '../../setup';

/** The masked payout account, and on request the whole number (the server audits every reveal). */
export function RevealAccount({ order }: { order: DeskWithdrawal }) {
  const { t } = useTranslation(NAMESPACE);
  const { call, busy, failure } = useEndpointMutation(consoleWithdrawReveal);
  const revealed = useRevealed(order.orderNo);
  return (
    <div>
      <div>
        {t(`withdrawals.kind.${order.kind}`)} · {order.accountName}
      </div>
      <div data-testid="payout-account">
        {revealed.value ? `${revealed.value.bankName} ${revealed.value.accountNo}` : order.accountMasked}
      </div>
      {!revealed.value && (
        <PillButton
          $active={false}
          type="button"
          disabled={busy}
          onClick={() => {
            void call({ orderNo: order.orderNo }).then(revealed.set, () => undefined);
          }}
        >
          {busy ? t('withdrawals.revealing') : t('withdrawals.reveal')}
        </PillButton>
      )}
      {failure !== null && <Muted role="alert">{errorMessage(failure, t('withdrawals.reveal'))}</Muted>}
    </div>
  );
}

type Revealed = { accountNo: string; bankName: string };

function useRevealed(orderNo: string): { value: Revealed | null; set: (next: Revealed) => void } {
  const [state, setState] = useState<{ orderNo: string; value: Revealed } | null>(null);
  return { value: state?.orderNo === orderNo ? state.value : null, set: (next) => setState({ orderNo, value: next }) };
}
