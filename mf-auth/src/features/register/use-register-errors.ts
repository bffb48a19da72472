import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../setup';
import { validateRegister, type RegisterDraft, type RegisterField } from './register-rules';

/**
 * Rule messages of the register form, shown for a field once the member has left it (or ticked the
 * box) and for every field after a submit attempt: nobody wants to be told off while still typing.
 */
export function useRegisterErrors(draft: RegisterDraft) {
  const { t } = useTranslation(NAMESPACE);
  const [touched, setTouched] = useState<ReadonlySet<RegisterField>>(new Set());
  const [attempted, setAttempted] = useState(false);
  const errors = validateRegister(draft);

  const messageFor = (field: RegisterField): string | undefined => {
    const failure = errors[field];
    return failure && (attempted || touched.has(field)) ? t(`validation.${failure}`) : undefined;
  };
  const touch = (field: RegisterField) => setTouched((previous) => (previous.has(field) ? previous : new Set(previous).add(field)));
  /** Marks a submit attempt; true when the draft passes every rule. */
  const attempt = (): boolean => {
    setAttempted(true);
    return Object.keys(errors).length === 0;
  };

  return { messageFor, touch, attempt };
}
