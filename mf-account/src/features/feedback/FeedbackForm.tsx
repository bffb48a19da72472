import { useState, type FormEvent } from 'react';
import { useTranslation } from 'shared/i18n';
import { errorMessage } from 'shared/api';
import { bus } from 'shared/bus';
import { FEEDBACK_TEXT_MAX, FEEDBACK_TEXT_MIN, type FeedbackType } from 'shared/contract';
import { Button } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { Actions, Alert } from '../../ui/page-styles';
import { BetSelect } from './BetSelect';
import { ImagePicker, type PickedImage } from './ImagePicker';
import { feedbackTypes, isFeedbackType, textProblem } from './feedback-rules';
import { Field, Hint } from './feedback-styles';
import { useFeedbackWrites } from './use-feedback-writes';

interface Problems {
  type?: string;
  content?: string;
}

/** 提交反馈: type, text and images (and the bet for a bet dispute); then the new ticket opens. */
export function FeedbackForm({ onSubmitted }: { onSubmitted: (id: number) => void }) {
  const { t } = useTranslation(NAMESPACE);
  const [type, setType] = useState<FeedbackType | ''>('');
  const [content, setContent] = useState('');
  const [images, setImages] = useState<PickedImage[]>([]);
  const [betId, setBetId] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [sending, setSending] = useState(false);
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const writes = useFeedbackWrites();

  const length = content.trim().length;

  const validate = (): Problems => {
    const found: Problems = {};
    if (type === '') found.type = t('feedback.form.typeRequired');
    const problem = textProblem(content);
    if (problem === 'short') found.content = t('feedback.form.tooShort', { min: FEEDBACK_TEXT_MIN });
    if (problem === 'long') found.content = t('feedback.form.tooLong', { max: FEEDBACK_TEXT_MAX });
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending || uploading) return;
    const found = validate();
    setProblems(found);
    setFailure(null);
    if (type === '' || found.type || found.content) return;
    setSending(true);
    try {
      const id = await writes.submit({ type, content, fileIds: images.map((image) => image.fileId), betId });
      bus.emit('ui:toast', { message: t('feedback.form.submitted'), kind: 'success' });
      onSubmitted(id);
    } catch (error) {
      setFailure(errorMessage(error, t('feedback.form.submitFailed')));
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('feedback.tabs.form')}>
      <Field>
        <label htmlFor="feedback-type">{t('feedback.form.type')}</label>
        <select
          id="feedback-type"
          value={type}
          disabled={sending}
          aria-invalid={Boolean(problems.type) || undefined}
          aria-describedby="feedback-type-problem"
          onChange={(event) => {
            const next = event.target.value;
            setType(isFeedbackType(next) ? next : '');
            setProblems(({ content: kept }) => (kept ? { content: kept } : {}));
          }}
        >
          <option value="">{t('feedback.form.typePlaceholder')}</option>
          {feedbackTypes.map((option) => (
            <option key={option} value={option}>
              {t(`feedback.types.${option}`)}
            </option>
          ))}
        </select>
        <Hint id="feedback-type-problem" $problem role={problems.type ? 'alert' : undefined}>
          {problems.type ?? ''}
        </Hint>
      </Field>
      {type === 'bet' && <BetSelect value={betId} onChange={setBetId} disabled={sending} />}
      <Field>
        <label htmlFor="feedback-content">{t('feedback.form.content')}</label>
        <textarea
          id="feedback-content"
          value={content}
          disabled={sending}
          placeholder={t('feedback.form.contentPlaceholder', { min: FEEDBACK_TEXT_MIN, max: FEEDBACK_TEXT_MAX })}
          aria-invalid={Boolean(problems.content) || undefined}
          aria-describedby="feedback-content-count feedback-content-problem"
          onChange={(event) => setContent(event.target.value)}
        />
        <Hint id="feedback-content-count" $problem={length > FEEDBACK_TEXT_MAX} data-testid="feedback-counter">
          {t('feedback.form.counter', { count: length, max: FEEDBACK_TEXT_MAX })}
        </Hint>
        <Hint id="feedback-content-problem" $problem role={problems.content ? 'alert' : undefined}>
          {problems.content ?? ''}
        </Hint>
      </Field>
      <ImagePicker images={images} onChange={setImages} onBusyChange={setUploading} disabled={sending} />
      {failure && <Alert role="alert">{failure}</Alert>}
      <Actions>
        <Button type="submit" loading={sending} disabled={uploading}>
          {sending ? t('feedback.form.sending') : t('feedback.form.submit')}
        </Button>
      </Actions>
    </form>
  );
}
