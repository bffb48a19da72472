import { useState } from 'react';
import { consoleChatPrediction } from 'shared/contract/console';
import { useTranslation } from 'shared/i18n';
import { TextField } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { ActionDialog } from '../../ui/ActionDialog';
import { useModeration } from './use-moderation';
import { readPredictions } from './read-predictions';

/** Score predictions (10018) pushed to the room, one "score percent" per line. */
export function PredictionDialog({ rid, onClose }: { rid: string; onClose: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const mutation = useModeration(consoleChatPrediction);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const submit = async () => {
    const predictions = readPredictions(text);
    setProblem(predictions === null ? t('chatModeration.predictionInvalid') : undefined);
    if (predictions === null) return;
    if ((await mutation.run({ rid, predictions })) !== null) onClose();
  };
  return (
    <ActionDialog
      title={t('chatModeration.predictionTitle')}
      confirm={t('chatModeration.prediction')}
      busy={mutation.busy}
      failure={mutation.failure}
      onClose={onClose}
      onSubmit={() => void submit()}
    >
      <TextField
        label={t('chatModeration.predictionLines')}
        placeholder={t('chatModeration.predictionHint')}
        value={text}
        autoFocus
        error={problem}
        onChange={(event) => setText(event.target.value)}
      />
    </ActionDialog>
  );
}
