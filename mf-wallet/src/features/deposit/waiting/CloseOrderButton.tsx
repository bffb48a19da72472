import { useState } from 'react';
import { useTranslation } from 'shared/i18n';
import { errorMessage } from 'shared/api';
import { bus } from 'shared/bus';
import { Button, Dialog } from 'shared/ui';
import { NAMESPACE } from '../../../setup';
import { closeDepositOrder } from 'shared/contract';
import { useMoneyMutation } from 'shared/query';
import { Alert, Row } from '../deposit-styles';

/** 关闭订单 with a confirm dialog; the order's screen learns the outcome through `onSettled`. */
export function CloseOrderButton({ orderNo, onSettled }: { orderNo: string; onSettled: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const [asking, setAsking] = useState(false);
  const { run, busy: running, failure: lastError } = useMoneyMutation(closeDepositOrder);

  const confirm = async () => {
    const closed = await run({ orderNo });
    if (closed) {
      setAsking(false);
      bus.emit('ui:toast', { message: t('deposit.wait.closed'), kind: 'success' });
    }
    // Refused (paid meanwhile, say) or closed: the screen shows the order as it now is.
    onSettled();
  };

  return (
    <>
      <Button variant="secondary" onClick={() => setAsking(true)} disabled={running}>
        {t('deposit.wait.close')}
      </Button>
      <Dialog
        open={asking}
        title={t('deposit.wait.closeTitle')}
        onClose={() => !running && setAsking(false)}
        closable={!running}
      >
        <p>{t('deposit.wait.closeConfirm')}</p>
        {lastError !== null && <Alert role="alert">{errorMessage(lastError, t('deposit.wait.closeFailed'))}</Alert>}
        <Row style={{ justifyContent: 'flex-end', marginTop: '1rem' }}>
          <Button variant="secondary" onClick={() => setAsking(false)} disabled={running}>
            {t('deposit.wait.closeCancel')}
          </Button>
          <Button onClick={() => void confirm()} loading={running} disabled={running}>
            {t('deposit.wait.closeOk')}
          </Button>
        </Row>
      </Dialog>
    </>
  );
}
