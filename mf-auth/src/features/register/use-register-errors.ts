import { useFieldErrors } from '../../form/use-field-errors';
import { validateRegister, type RegisterDraft, type RegisterField } from './register-rules';

/** The register form's rule messages (see useFieldErrors for when they show). */
export function useRegisterErrors(draft: RegisterDraft) {
  return useFieldErrors<RegisterField>(validateRegister(draft));
}
