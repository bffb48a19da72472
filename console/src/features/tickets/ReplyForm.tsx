import { useState, type ChangeEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import { errorMessage, fileToBase64 } from 'shared/api';
import { FEEDBACK_MAX_IMAGES, FEEDBACK_TEXT_MAX } from 'shared/contract';
import { consoleTicketUpload } from 'shared/contract/console';
import { useTranslation } from 'shared/i18n';
import { useApiClient } from 'shared/query';
import { Button, FilePickButton, Muted, Row } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { ConsoleTextArea } from '../../ui/ConsoleTextArea';
import { DialogFailure, DialogForm } from '../../ui/dialog-parts';
import { useTicketAction } from './use-ticket-actions';

const Attached = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

interface Upload {
  fileId: string;
  name: string;
}

/**
 * The answer to a ticket: text and up to three images. Each chosen image is uploaded at once (the
 * server checks its type and size and says why it refuses one); the reply then names them. The
 * text and images stay when sending fails; the buttons wait while a call runs.
 */
export function ReplyForm({ ticketId, onSent }: { ticketId: number; onSent: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const client = useApiClient();
  const [content, setContent] = useState('');
  const [uploads, setUploads] = useState<readonly Upload[]>([]);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { run, busy, failure } = useTicketAction();

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const room = FEEDBACK_MAX_IMAGES - uploads.length;
    setProblem(files.length > room ? t('tickets.tooMany', { max: FEEDBACK_MAX_IMAGES }) : null);
    setUploading(true);
    try {
      for (const file of files.slice(0, Math.max(room, 0))) {
        const data = await fileToBase64(file);
        const { fileId } = await client.request(consoleTicketUpload, {
          id: ticketId,
          fileName: file.name.slice(-120),
          data,
        });
        setUploads((current) => [...current, { fileId, name: file.name }]);
      }
    } catch (error) {
      setProblem(errorMessage(error, t('tickets.attach')));
    } finally {
      setUploading(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (content.trim() === '') {
      setProblem(t('tickets.replyRequired'));
      return;
    }
    setProblem(null);
    const answer = await run({
      kind: 'reply',
      id: ticketId,
      content: content.trim(),
      fileIds: uploads.map((u) => u.fileId),
    });
    if (answer === null) return;
    setContent('');
    setUploads([]);
    onSent();
  };

  return (
    <DialogForm onSubmit={(event) => void submit(event)} noValidate aria-label={t('tickets.send')}>
      <ConsoleTextArea
        label={t('tickets.replyLabel')}
        value={content}
        maxLength={FEEDBACK_TEXT_MAX}
        placeholder={t('tickets.replyPlaceholder')}
        onChange={(event) => setContent(event.target.value)}
      />
      <Row $gap="0.75rem">
        <FilePickButton
          label={t('tickets.attach')}
          accept="image/jpeg,image/png,image/gif,image/webp"
          multiple
          disabled={uploading || busy || uploads.length >= FEEDBACK_MAX_IMAGES}
          loading={uploading}
          testId="ticket-image-input"
          onPick={(event) => void choose(event)}
        />
      </Row>
      <Muted $size="0.75rem">{t('tickets.attachRules', { max: FEEDBACK_MAX_IMAGES })}</Muted>
      {uploading && <Muted>{t('tickets.uploading')}</Muted>}
      {uploads.length > 0 && (
        <Attached>
          {uploads.map((upload, index) => (
            <li key={upload.fileId}>
              <Row $gap="0.5rem">
                <span>{t('tickets.attached', { index: index + 1, name: upload.name })}</span>
                <Button
                  type="button"
                  variant="ghost"
                  disabled={busy}
                  onClick={() => setUploads((current) => current.filter((u) => u.fileId !== upload.fileId))}
                >
                  {t('tickets.removeImage', { index: index + 1 })}
                </Button>
              </Row>
            </li>
          ))}
        </Attached>
      )}
      {problem !== null && <DialogFailure role="alert">{problem}</DialogFailure>}
      {failure !== null && <DialogFailure role="alert">{errorMessage(failure, t('tickets.send'))}</DialogFailure>}
      <Row $justify="end">
        <Button type="submit" loading={busy} disabled={uploading}>
          {t('tickets.send')}
        </Button>
      </Row>
    </DialogForm>
  );
}
