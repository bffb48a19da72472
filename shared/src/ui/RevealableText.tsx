import styled from 'styled-components';
import type { DecryptableField } from '../contract/endpoints/decryption';
import { errorMessage } from 'shared/api';
import { useTranslation } from 'shared/i18n';
import { useRevealedValue } from './use-revealed-value';

const Wrap = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
`;

const EyeButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 1.75rem;
  height: 1.75rem;
  padding: 0;
  border: 1px solid transparent;
  border-radius: 50%;
  background: transparent;
  color: ${({ theme }) => theme.textMuted};
  cursor: pointer;
  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.primary};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.primary};
    outline-offset: 1px;
  }
  &:disabled {
    cursor: progress;
    opacity: 0.6;
  }
`;

const Problem = styled.span`
  color: ${({ theme }) => theme.danger};
  font-size: 0.8125rem;
`;

function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z" />
      <circle cx="12" cy="12" r="3" />
      {!open && <path d="M3 3l18 18" />}
    </svg>
  );
}

export interface RevealableTextProps {
  field: DecryptableField;
  /** The masked value the server gave (138****5678); '' shows nothing and no button. */
  masked: string;
  /** Names the value for screen readers ("手机号码"). */
  label: string;
}

/**
 * A masked value of the member's own with an eye button (SPEC §3): pressed, it shows the plain value
 * (asked once, then kept in the DD_ cache); pressed again, it hides it. A real button, so Enter and
 * Space work; aria-pressed tells whether the value is shown.
 */
export function RevealableText({ field, masked, label }: RevealableTextProps) {
  const { t } = useTranslation();
  const revealed = useRevealedValue(field, masked);
  if (masked === '') return null;
  return (
    <Wrap>
      <span data-testid={`revealable-${field}`}>{revealed.text}</span>
      <EyeButton
        type="button"
        aria-pressed={revealed.visible}
        aria-busy={revealed.busy}
        disabled={revealed.busy}
        aria-label={revealed.visible ? t('reveal.hide', { label }) : t('reveal.show', { label })}
        onClick={() => void revealed.toggle()}
      >
        <EyeIcon open={revealed.visible} />
      </EyeButton>
      {revealed.failure !== null && (
        <Problem role="alert">{errorMessage(revealed.failure, t('reveal.failed'))}</Problem>
      )}
    </Wrap>
  );
}
