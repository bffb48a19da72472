import { DIAGNOSTICS_TEXT_LIMITS } from '../contract/diagnostics-report';
import { bareAddress, cut, queueDiagnostic } from './report-queue';

const { message: MESSAGE, name: NAME, stack: STACK } = DIAGNOSTICS_TEXT_LIMITS;
/** The first lines of a stack say where; the rest is the framework's. */
const STACK_LINES = 6;

function firstLines(stack: unknown): string {
  return typeof stack === 'string' ? cut(stack.split('\n').slice(0, STACK_LINES).join('\n'), STACK) : '';
}

function describe(reason: unknown): { message: string; stack: string } {
  if (reason instanceof Error)
    return { message: cut(`${reason.name}: ${reason.message}`, MESSAGE), stack: firstLines(reason.stack) };
  return { message: cut(typeof reason === 'string' ? reason : String(reason), MESSAGE), stack: '' };
}

/**
 * Listens on `target` (the window) for what the page itself should report: uncaught errors,
 * unhandled rejections and CSP violations. Answers the function that stops listening.
 */
export function watchPageEvents(target: EventTarget): () => void {
  const onError = (event: Event) => {
    const error = event as ErrorEvent;
    const described = describe(error.error ?? error.message);
    const where = error.filename ? `${bareAddress(error.filename)}:${error.lineno}:${error.colno}` : '';
    queueDiagnostic({
      kind: 'error',
      message: error.message ? cut(error.message, MESSAGE) : described.message,
      source: cut(where, DIAGNOSTICS_TEXT_LIMITS.source),
      stack: described.stack,
      at: new Date().toISOString(),
    });
  };
  const onRejection = (event: Event) => {
    const described = describe((event as PromiseRejectionEvent).reason);
    queueDiagnostic({ kind: 'rejection', ...described, source: '', at: new Date().toISOString() });
  };
  const onViolation = (event: Event) => {
    const violation = event as SecurityPolicyViolationEvent;
    queueDiagnostic({
      kind: 'csp',
      directive: cut(violation.effectiveDirective || violation.violatedDirective || '', NAME),
      blocked: bareAddress(violation.blockedURI || ''),
      source: bareAddress(violation.sourceFile || violation.documentURI || ''),
      at: new Date().toISOString(),
    });
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  target.addEventListener('securitypolicyviolation', onViolation);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
    target.removeEventListener('securitypolicyviolation', onViolation);
  };
}
