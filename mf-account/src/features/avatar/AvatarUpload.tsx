import { useRef, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import { Button } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { IMAGE_ACCEPT, imageFileProblem } from './avatar-file';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
`;

const Hint = styled.span`
  color: ${({ theme }) => theme.textMuted};
  font-size: 0.8125rem;
`;

const Problem = styled.p`
  width: 100%;
  margin: 0;
  color: ${({ theme }) => theme.danger};
  font-size: 0.8125rem;
`;

/**
 * 上传头像: a file input behind a real button (keyboard and screen readers reach it). A file of the
 * wrong type or size is refused here with its reason and never sent.
 */
export function AvatarUpload({
  busy,
  disabled,
  onFile,
}: {
  busy: boolean;
  disabled: boolean;
  onFile(file: File): void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);

  return (
    <Row>
      <input
        ref={input}
        type="file"
        accept={IMAGE_ACCEPT}
        hidden
        data-testid="avatar-file"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Clearing lets the member pick the same file again after fixing nothing else.
          event.target.value = '';
          if (!file) return;
          const found = imageFileProblem(file);
          setProblem(found === null ? null : t(found));
          if (found === null) onFile(file);
        }}
      />
      <Button variant="secondary" loading={busy} disabled={disabled || busy} onClick={() => input.current?.click()}>
        {busy ? t('avatar.upload.sending') : t('avatar.upload.action')}
      </Button>
      <Hint>{t('avatar.upload.hint')}</Hint>
      {problem && <Problem role="alert">{problem}</Problem>}
    </Row>
  );
}
