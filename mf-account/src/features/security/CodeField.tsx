import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import { Button, TextField } from 'shared/ui';
import { CODE_DIGITS, digitsOnly } from 'shared/validation';
import { NAMESPACE } from '../../setup';
import type { CodeSender } from './use-code-sender';

const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 0.5rem;
  align-items: start;
  > button {
    margin-top: 1.3rem;
    min-width: 8rem;
  }
`;

/** The 6-digit code with 获取验证码 beside it, counting down after a send. */
export function CodeField({
  value,
  onChange,
  error,
  sender,
  onSend,
  disabled,
}: {
  value: string;
  onChange(code: string): void;
  error: string | undefined;
  sender: CodeSender;
  onSend(): void;
  disabled: boolean;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Row>
      <TextField
        label={t('security.code.label')}
        placeholder={t('security.code.placeholder')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={CODE_DIGITS}
        value={value}
        error={error}
        disabled={disabled}
        onChange={(event) => onChange(digitsOnly(event.target.value, CODE_DIGITS))}
      />
      <Button
        variant="secondary"
        loading={sender.sending}
        disabled={disabled || sender.sending || sender.left > 0}
        onClick={onSend}
      >
        {sender.left > 0 ? t('security.code.resendIn', { seconds: sender.left }) : t('security.code.send')}
      </Button>
    </Row>
  );
}
