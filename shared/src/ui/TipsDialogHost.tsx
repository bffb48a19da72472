import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import { useBusEvent } from 'shared/bus';
import type { TipsDialogMessage } from '../bus/events';
import { Button } from './Button';
import { Dialog } from './Dialog';

const Body = styled.div`
  margin-bottom: 1.5rem;
  text-align: center;
  line-height: 1.7;
`;

const Actions = styled.div`
  display: flex;
  justify-content: center;
  gap: 0.75rem;
  button {
    min-width: 7rem;
  }
`;

/** The generic tips dialog of SPEC §2, opened by `ui:tips-dialog` from anywhere. */
export function TipsDialogHost() {
  const { t } = useTranslation('shared');
  const [message, setMessage] = useState<TipsDialogMessage | null>(null);
  const [busy, setBusy] = useState(false);

  useBusEvent('ui:tips-dialog', (next) => {
    setBusy(false);
    setMessage(next);
  });

  if (!message) return null;
  const close = () => setMessage(null);
  const cancel = () => {
    message.onCancel?.();
    close();
  };
  const confirm = async () => {
    setBusy(true);
    try {
      await message.onSure?.();
      close();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open title={message.title ?? t('common.warmTip')} closable={message.closeAble ?? true} onClose={cancel}>
      <Body>{message.msg}</Body>
      <Actions>
        {message.isShowCancel !== false && (
          <Button variant="secondary" onClick={cancel} disabled={busy}>
            {message.cancelText ?? t('common.cancel')}
          </Button>
        )}
        <Button onClick={() => void confirm()} loading={busy}>
          {message.sureText ?? t('common.confirm')}
        </Button>
      </Actions>
    </Dialog>
  );
}
