/**
 * The console is served under a Content-Security-Policy without 'unsafe-eval', like the player site:
 * zod must not compile its parsers with new Function. Runs before any module brings zod in.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };
