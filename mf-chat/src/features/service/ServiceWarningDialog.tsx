import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import { Button, Dialog } from 'shared/ui';
import { NAMESPACE } from '../../setup';

const Body = styled.p`
  margin: 0 0 1.5rem;
  line-height: 1.7;
  text-align: center;
`;

const Actions = styled.div`
  display: flex;
  justify-content: center;
  gap: 0.75rem;
  button {
    min-width: 7rem;
  }
`;

export interface ServiceWarningDialogProps {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * SPEC §2: before the service link opens, the member is told that deposit channels come only from
 * official sources. Its own dialog rather than the host's tips dialog, so the entry also works in
 * this remote's standalone harness.
 */
export function ServiceWarningDialog({ open, onCancel, onConfirm }: ServiceWarningDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Dialog open={open} title={t('shared:common.warmTip')} onClose={onCancel}>
      <Body>{t('warning.body')}</Body>
      <Actions>
        <Button variant="secondary" onClick={onCancel}>
          {t('shared:common.cancel')}
        </Button>
        <Button onClick={onConfirm}>{t('shared:common.confirm')}</Button>
      </Actions>
    </Dialog>
  );
}
