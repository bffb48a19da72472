import { useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import { errorMessage } from 'shared/api';
import { FEEDBACK_MAX_IMAGES, UPLOAD_IMAGE_TYPES } from 'shared/contract';
import { FilePickButton, Row, textOn } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { imageProblem, roomForImages } from './feedback-rules';
import { Field, Hint, Thumbs } from './feedback-styles';
import { useFeedbackWrites } from './use-feedback-writes';

export interface PickedImage {
  fileId: string;
  url: string;
  name: string;
}

const Remove = styled.button`
  position: absolute;
  top: -0.5rem;
  right: -0.5rem;
  width: 1.5rem;
  height: 1.5rem;
  border: 0;
  border-radius: 50%;
  background: ${({ theme }) => theme.danger};
  color: ${({ theme }) => textOn(theme.danger)};
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.primary};
    outline-offset: 2px;
  }
`;

export interface ImagePickerProps {
  images: readonly PickedImage[];
  onChange: (images: PickedImage[]) => void;
  /** Tells the form an upload is running, so it does not submit without the image. */
  onBusyChange: (busy: boolean) => void;
  disabled: boolean;
}

/**
 * Up to FEEDBACK_MAX_IMAGES images: each chosen file is checked here (type, size, count) before it
 * is uploaded (purpose feedback); the uploaded ones show as thumbnails that can be removed.
 */
export function ImagePicker({ images, onChange, onBusyChange, disabled }: ImagePickerProps) {
  const { t } = useTranslation(NAMESPACE);
  const [uploading, setUploading] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const writes = useFeedbackWrites();

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    // Clear the input so choosing the same file again still fires a change.
    event.target.value = '';
    if (files.length === 0) return;
    const found: string[] = [];
    const room = roomForImages(images.length);
    if (files.length > room) found.push(t('feedback.images.tooMany', { max: FEEDBACK_MAX_IMAGES }));
    const accepted = files.slice(0, room).filter((file) => {
      const problem = imageProblem(file);
      if (problem) found.push(t(`feedback.images.${problem}`, { name: file.name }));
      return problem === null;
    });
    setProblems(found);
    if (accepted.length === 0) return;

    setUploading(true);
    onBusyChange(true);
    const uploaded: PickedImage[] = [];
    try {
      for (const file of accepted) {
        const { fileId, url } = await writes.uploadImage(file);
        uploaded.push({ fileId, url, name: file.name });
      }
    } catch (error) {
      setProblems([...found, errorMessage(error, t('feedback.images.uploadFailed'))]);
    } finally {
      // The images uploaded before a failure are kept.
      if (uploaded.length > 0) onChange([...images, ...uploaded]);
      setUploading(false);
      onBusyChange(false);
    }
  };

  const full = images.length >= FEEDBACK_MAX_IMAGES;
  return (
    <Field>
      <span className="label" id="feedback-images-label">
        {t('feedback.images.label', { count: images.length, max: FEEDBACK_MAX_IMAGES })}
      </span>
      {images.length > 0 && (
        <Thumbs aria-labelledby="feedback-images-label">
          {images.map((image, index) => (
            <li key={image.fileId}>
              <img src={image.url} alt={t('feedback.images.alt', { index: index + 1 })} />
              <Remove
                type="button"
                disabled={disabled || uploading}
                aria-label={t('feedback.images.remove', { index: index + 1 })}
                onClick={() => onChange(images.filter((kept) => kept.fileId !== image.fileId))}
              >
                ×
              </Remove>
            </li>
          ))}
        </Thumbs>
      )}
      <Row $wrap $gap="0.75rem">
        <FilePickButton
          label={uploading ? t('feedback.images.uploading') : t('feedback.images.choose')}
          accept={UPLOAD_IMAGE_TYPES.join(',')}
          multiple
          disabled={disabled || full}
          loading={uploading}
          testId="feedback-image-input"
          onPick={(event) => void pick(event)}
        />
        <Hint>{t('feedback.images.rules', { max: FEEDBACK_MAX_IMAGES })}</Hint>
      </Row>
      {problems.map((problem) => (
        <Hint key={problem} $problem role="alert">
          {problem}
        </Hint>
      ))}
    </Field>
  );
}
