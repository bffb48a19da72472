// The login feature's public surface: other features and the exposes import it only from here.
export { LoginForm } from './LoginForm';
export { logIn } from './login-flow';
export type { LoginOutcome } from './login-flow';
export { applyRememberChoice, readRememberedLogin } from './remember-password';
