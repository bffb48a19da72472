// The dialog feature's public surface: other features and the exposes import it only from here.
export { AuthDialogView } from './AuthDialogView';
export type { LoginDraft } from './auth-dialog-state';
