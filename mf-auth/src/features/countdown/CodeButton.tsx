import { useTranslation } from 'shared/i18n';
import { Button } from 'shared/ui';
import { NAMESPACE } from '../../setup';

export interface CodeButtonProps {
  /** Seconds until another code may be asked for (SPEC §9: 60). */
  remaining: number;
  /** A code was sent before: the button offers 重新获取 instead of 获取验证码. */
  requested: boolean;
  busy: boolean;
  onClick: () => void;
}

/** 获取验证码 → 60秒后重新获取 … → 重新获取 (SPEC §4). */
export function CodeButton({ remaining, requested, busy, onClick }: CodeButtonProps) {
  const { t } = useTranslation(NAMESPACE);
  const label =
    remaining > 0 ? t('codes.countdown', { seconds: remaining }) : requested ? t('codes.resend') : t('codes.get');
  return (
    <Button variant="secondary" onClick={onClick} disabled={remaining > 0} loading={busy}>
      {label}
    </Button>
  );
}
