import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'shared/i18n';
import styled from 'styled-components';
import { Button, TextField } from 'shared/ui';
import { checkGraphicCode, GRAPHIC_CODE_MAX, ruleMessageKey } from 'shared/validation';
import { NAMESPACE } from '../../setup';
import { Form, Note, SubmitRow } from '../../form/Form';
import { FormAlert } from '../../form/FormAlert';
import { NestedDialog } from '../../form/NestedDialog';
import { useGraphicImage } from './use-graphic-image';

const ImageButton = styled.button`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  height: 4.5rem;
  margin-bottom: 0.25rem;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.surfaceAlt};
  color: ${({ theme }) => theme.textMuted};
  cursor: pointer;
  img {
    max-width: 100%;
    max-height: 100%;
  }
`;

export interface GraphicCaptchaDialogProps {
  /** The server's reason for asking (again), e.g. a wrong code. */
  notice?: string | undefined;
  onSolved: (answer: { codeId: string; code: string }) => void;
  onCancel: () => void;
}

/** 图形验证 (SPEC §2): the code image (click for another), the code input, 确认. */
export function GraphicCaptchaDialog({ notice, onSolved, onCancel }: GraphicCaptchaDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const { image, refresh } = useGraphicImage(t('captcha.loadFailed'));
  const [code, setCode] = useState('');
  const [attempted, setAttempted] = useState(false);
  const failure = checkGraphicCode(code);
  const hintId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (failure || image.status !== 'ready') return;
    onSolved({ codeId: image.codeId, code: code.trim() });
  };

  const again = () => {
    setCode('');
    setAttempted(false);
    refresh();
  };

  return (
    <NestedDialog open title={t('captcha.graphicTitle')} onClose={onCancel} width="22rem">
      <Form onSubmit={submit} noValidate>
        <FormAlert message={notice ?? null} />
        <ImageButton
          type="button"
          onClick={again}
          aria-describedby={hintId}
          aria-busy={image.status === 'loading' || undefined}
        >
          {image.status === 'ready' && <img src={image.image} alt={t('captcha.imageAlt')} />}
          {image.status === 'loading' && <span>{t('captcha.loading')}</span>}
          {image.status === 'error' && <span role="alert">{image.message}</span>}
        </ImageButton>
        <Note id={hintId}>{t('captcha.refreshHint')}</Note>
        <TextField
          label={t('fields.code')}
          placeholder={t('fields.codePlaceholder')}
          autoComplete="off"
          autoFocus
          maxLength={GRAPHIC_CODE_MAX}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={attempted && failure ? t(ruleMessageKey(failure)) : undefined}
        />
        <SubmitRow>
          <Button type="submit" block disabled={image.status !== 'ready'}>
            {t('captcha.confirm')}
          </Button>
        </SubmitRow>
      </Form>
    </NestedDialog>
  );
}
