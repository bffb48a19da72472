import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import { errorMessage } from 'shared/api';
import { bus } from 'shared/bus';
import { setAutoTransferStatus, venueAllBalance, venueRecycle } from 'shared/contract';
import { formatMoney } from 'shared/format';
import { Button, CallAlreadyRunning, EmptyState, ErrorState, outcomeUnknown, PageHead, Spinner } from 'shared/ui';
import { useEndpointMutation, useMoneyMutation } from 'shared/query';
import { NAMESPACE } from '../../setup';
import { Card, Money, Muted, Row } from '../../ui/card';
import { readHideZero, writeHideZero } from './hide-zero';
import { SwitchLabel } from './styles';
import { TRANSFER_AMOUNT_ID, TransferForm, type TransferTarget } from './TransferForm';
import { useTransferPage } from './use-transfer-page';
import { UsdtExchange } from './UsdtExchange';
import { VenueWalletList } from './VenueWalletList';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;

const Figures = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 2rem;
  > div {
    display: flex;
    flex-direction: column;
    gap: 0.25rem;
  }
`;

/** /mine/transfermoney: the centre wallet, every venue wallet, transfers, USDT兑换, 一键回收, the switches. */
export function TransferMoneyPage() {
  const { t } = useTranslation(NAMESPACE);
  const { centre, all, venues, reloadVenue, setVenueBalance, refreshAll } = useTransferPage();
  const [target, setTarget] = useState<TransferTarget>({ channelCode: '', direction: '1' });
  const [hideZero, setHideZero] = useState(readHideZero);
  const [autoOverride, setAutoOverride] = useState<boolean | null>(null);
  // The switch is read from venue/allBalance: it refetches after a change.
  const saveAuto = useEndpointMutation(setAutoTransferStatus, { invalidates: [venueAllBalance] });
  const savingAuto = saveAuto.busy;
  const recycle = useMoneyMutation(venueRecycle);

  const centerBalance = centre.data?.centerWalletBalance ?? null;
  const wallets = venues.map((v) => v.wallet);
  const shown = hideZero
    ? venues.filter((v) => v.wallet.balance > 0 || v.wallet.channelCode === target.channelCode)
    : venues;
  const autoTransfer = autoOverride ?? all.data?.autoTransfer ?? false;

  const runRecycle = async () => {
    try {
      const answer = await recycle.call({});
      const message =
        answer.amount > 0
          ? t('transfer.recycle.done', { amount: formatMoney(answer.amount), count: answer.recycled.length })
          : t('transfer.recycle.nothing');
      bus.emit('ui:toast', {
        message:
          answer.skipped.length > 0
            ? `${message}${t('transfer.recycle.skipped', { count: answer.skipped.length })}`
            : message,
        kind: 'success',
      });
    } catch (failed) {
      if (failed instanceof CallAlreadyRunning) return;
      const message = errorMessage(failed, t('transfer.recycle.failed'));
      bus.emit('ui:toast', {
        message: outcomeUnknown(failed) ? t('transfer.form.unknownOutcome', { message }) : message,
        kind: 'error',
      });
    }
  };

  const toggleAuto = async (next: boolean) => {
    try {
      const answer = await saveAuto.call({ autoTransfer: next });
      setAutoOverride(answer.autoTransfer);
      bus.emit('ui:toast', {
        message: t(answer.autoTransfer ? 'transfer.auto.on' : 'transfer.auto.off'),
        kind: 'success',
      });
    } catch (failed) {
      bus.emit('ui:toast', { message: errorMessage(failed, t('transfer.auto.failed')), kind: 'error' });
    }
  };

  const toggleHide = (next: boolean) => {
    setHideZero(next);
    writeHideZero(next);
  };

  return (
    <Page>
      <PageHead id="transfer-title" title={t('transfer.title')} />
      <Card aria-label={t('transfer.centre.title')}>
        <Figures>
          <div>
            <Muted>{t('transfer.centre.title')}</Muted>
            {centre.status === 'error' && !centre.data ? (
              <ErrorState message={centre.error} onRetry={centre.reload} />
            ) : centerBalance === null ? (
              <Spinner />
            ) : (
              <Money data-testid="transfer-centre-balance">{formatMoney(centerBalance)}</Money>
            )}
          </div>
          <div>
            <Muted>{t('transfer.centre.total')}</Muted>
            <strong>{centre.data ? formatMoney(centre.data.totalMoney) : '--'}</strong>
          </div>
          <div>
            <Muted>{t('transfer.centre.locked')}</Muted>
            <strong>{centre.data ? formatMoney(centre.data.lockMoney) : '--'}</strong>
          </div>
        </Figures>
        <Row>
          <Button
            variant="secondary"
            loading={recycle.busy}
            disabled={!all.data}
            onClick={() => void runRecycle()}
            data-testid="recycle-all"
          >
            {t('transfer.recycle.button')}
          </Button>
          <SwitchLabel>
            <input
              type="checkbox"
              role="switch"
              checked={autoTransfer}
              disabled={savingAuto || !all.data}
              aria-busy={savingAuto || undefined}
              onChange={(event) => void toggleAuto(event.target.checked)}
            />
            {t('transfer.auto.label')}
          </SwitchLabel>
          <SwitchLabel>
            <input
              type="checkbox"
              role="switch"
              checked={hideZero}
              onChange={(event) => toggleHide(event.target.checked)}
            />
            {t('transfer.hideZero')}
          </SwitchLabel>
        </Row>
        <Muted>{t('transfer.auto.hint')}</Muted>
      </Card>

      <TransferForm
        venues={wallets}
        centerBalance={centerBalance}
        target={target}
        onTarget={setTarget}
        onDone={(answer) => setVenueBalance(answer.channelCode, answer.venueBalance)}
      />

      <UsdtExchange onDone={refreshAll} />

      <Card aria-labelledby="venue-wallets-title">
        <h2 id="venue-wallets-title">{t('transfer.venue.title')}</h2>
        {all.status === 'error' && !all.data && <ErrorState message={all.error} onRetry={all.reload} />}
        {all.status === 'loading' && !all.data && <Spinner />}
        {all.data && shown.length === 0 && <EmptyState title={t('transfer.venue.allZero')} />}
        {shown.length > 0 && (
          <VenueWalletList
            venues={shown}
            selected={target.channelCode}
            disabled={recycle.busy}
            onReload={(code) => void reloadVenue(code)}
            onPick={(channelCode, direction) => {
              setTarget({ channelCode, direction });
              document.getElementById(TRANSFER_AMOUNT_ID)?.focus();
            }}
          />
        )}
      </Card>
    </Page>
  );
}
