import { useCallback, useState } from 'react';
import { useTranslation } from 'shared/i18n';
import { ruleMessageKey, type ValidationFailure } from 'shared/validation';
import { NAMESPACE } from '../setup';

/**
 * Rule messages of a form, shown for a field once the member has left it and for every field after
 * a submit attempt: nobody wants to be told off while still typing.
 */
export function useFieldErrors<F extends string>(errors: Partial<Record<F, ValidationFailure>>) {
  const { t } = useTranslation(NAMESPACE);
  const [touched, setTouched] = useState<ReadonlySet<F>>(new Set());
  const [attempted, setAttempted] = useState(false);

  const messageFor = (field: F): string | undefined => {
    const failure: ValidationFailure | undefined = errors[field];
    return failure && (attempted || touched.has(field)) ? t(ruleMessageKey(failure)) : undefined;
  };
  const touch = useCallback(
    (field: F) => setTouched((previous) => (previous.has(field) ? previous : new Set(previous).add(field))),
    [],
  );
  /** Marks a submit attempt; true when every rule passes. */
  const attempt = (): boolean => {
    setAttempted(true);
    return Object.values(errors).every((failure) => !failure);
  };

  return { messageFor, touch, attempt };
}
