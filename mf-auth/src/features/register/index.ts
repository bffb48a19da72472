// The register feature's public surface: other features and the exposes import it only from here.
export { RegisterForm } from './RegisterForm';
export { emptyRegisterDraft } from './register-rules';
export type { RegisterDraft } from './register-rules';
