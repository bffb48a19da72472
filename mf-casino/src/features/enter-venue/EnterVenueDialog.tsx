import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import { errorMessage } from 'shared/api';
import { bus, type EnterVenueRequest } from 'shared/bus';
import { getBalance, messageForCode, ResponseCode } from 'shared/contract';
import { formatAmount } from 'shared/format';
import { MONEY, useEndpoint } from 'shared/query';
import { AmountField, Button, Dialog } from 'shared/ui';
import { amountForAll, checkTransferAmount, ruleMessageKey } from 'shared/validation';
import { NAMESPACE } from '../../setup';
import { useLaunchGame } from '../launch';
import { useEnterVenueRequest } from './use-enter-venue-request';
import { useTransferIn } from './use-transfer-in';

const Message = styled.p`
  margin: 0 0 1rem;
  line-height: 1.6;
  color: ${({ theme }) => theme.textMuted};
`;

const BalanceRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  margin-bottom: 0.75rem;
`;

const AmountRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 0.5rem;
  & > :first-child {
    flex: 1;
  }
  & > button {
    margin-top: 1.6rem;
  }
`;

const Failure = styled.p`
  margin: 0.25rem 0 0.75rem;
  color: ${({ theme }) => theme.danger};
`;

const Actions = styled.div`
  display: flex;
  gap: 0.75rem;
  margin-top: 0.5rem;
  & > * {
    flex: 1;
  }
`;

/** The centre wallet balance, read when the dialog opens: the header's copy may be stale. */
function useCentreBalance() {
  return useEndpoint(getBalance, { withLockMoney: true }, { group: MONEY });
}

/** The body of one request: remounted per request, so a new one starts with an empty form. */
function EnterVenueForm({ request, onClose }: { request: EnterVenueRequest; onClose: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const centre = useCentreBalance();
  const balance = centre.data?.centerWalletBalance ?? null;
  const { transfer, transferring } = useTransferIn();
  const { launch, launching } = useLaunchGame();
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | undefined>(undefined);
  const [failure, setFailure] = useState<string | null>(null);
  const busy = transferring || launching;
  const target = { enName: request.enName, ...(request.gameCode === undefined ? {} : { gameCode: request.gameCode }) };

  const fillAll = () => {
    if (balance === null) return;
    setAmount(amountForAll(balance));
    setAmountError(undefined);
  };

  const enterDirectly = () => {
    launch(target, { isActivity: true });
    onClose();
  };

  const confirm = () => {
    const rule = checkTransferAmount(amount);
    if (rule) {
      setAmountError(t(ruleMessageKey(rule)));
      return;
    }
    setFailure(null);
    transfer({ enName: request.enName, amount })
      .then((done) => {
        if (!done) return;
        bus.emit('ui:toast', { message: t('enterVenue.success'), kind: 'success' });
        launch(target, { isActivity: true });
        onClose();
      })
      .catch((error: unknown) => setFailure(errorMessage(error, t('enterVenue.failed'))));
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        confirm();
      }}
    >
      <Message>{request.message || messageForCode(ResponseCode.VENUE_ACTIVITY)}</Message>
      <BalanceRow data-testid="centre-balance">
        <span>{t('enterVenue.centreBalance')}</span>
        {centre.status === 'error' ? (
          <span>
            {centre.error}{' '}
            <Button type="button" variant="ghost" onClick={centre.reload}>
              {t('enterVenue.retryBalance')}
            </Button>
          </span>
        ) : balance === null ? (
          <span>{t('enterVenue.balanceLoading')}</span>
        ) : (
          <strong>{formatAmount(balance)}</strong>
        )}
      </BalanceRow>
      <AmountRow>
        <AmountField
          label={t('enterVenue.amount')}
          placeholder={t('enterVenue.amountPlaceholder')}
          value={amount}
          disabled={busy}
          error={amountError}
          onChange={(next) => {
            setAmount(next);
            setAmountError(undefined);
          }}
        />
        <Button type="button" variant="secondary" disabled={busy || balance === null} onClick={fillAll}>
          {t('enterVenue.all')}
        </Button>
      </AmountRow>
      {failure && <Failure role="alert">{failure}</Failure>}
      <Actions>
        <Button type="button" variant="secondary" disabled={busy} onClick={enterDirectly}>
          {t('enterVenue.enterDirectly')}
        </Button>
        <Button type="submit" loading={transferring} disabled={busy}>
          {t('enterVenue.confirm')}
        </Button>
      </Actions>
    </form>
  );
}

/** SPEC §2 "Into-venue transfer dialog": opened by `ui:enter-venue` after a launch answered 6413. */
export function EnterVenueDialog() {
  const { t } = useTranslation(NAMESPACE);
  const { request, serial, close } = useEnterVenueRequest();
  return (
    <Dialog open={request !== null} title={t('enterVenue.title')} onClose={close}>
      {request && <EnterVenueForm key={serial} request={request} onClose={close} />}
    </Dialog>
  );
}
