import { useTranslation } from 'shared/i18n';
import styled from 'styled-components';
import { Button } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { NestedDialog } from '../../form/NestedDialog';

const Body = styled.p`
  margin: 0 0 1.25rem;
  text-align: center;
  line-height: 1.7;
`;

const Actions = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 0.75rem;
`;

/** SPEC §2 voice-code info: the code comes by phone call; 确认 asks for it. */
export function VoiceCodeDialog({ onConfirm, onCancel }: { onConfirm: () => void; onCancel: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <NestedDialog open title={t('newDevice.voiceTitle')} onClose={onCancel} width="22rem">
      <Body>{t('newDevice.voiceBody')}</Body>
      <Actions>
        <Button variant="secondary" onClick={onCancel}>
          {t('newDevice.cancel')}
        </Button>
        <Button autoFocus onClick={onConfirm}>
          {t('newDevice.confirm')}
        </Button>
      </Actions>
    </NestedDialog>
  );
}
