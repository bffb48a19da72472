/**
 * The site runs under a Content-Security-Policy without 'unsafe-eval' (scripts/lib/content-security-
 * policy.mjs). zod compiles object parsers with new Function unless told not to, and even its caught
 * probe for it is reported as a violation. Its settings live on globalThis (__zod_globalConfig, read
 * by every zod copy in every bundle), so this runs first, before any bundle brings zod in.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };
