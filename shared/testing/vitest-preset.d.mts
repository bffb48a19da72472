import type { UserConfig } from 'vitest/config';

export function platformVitestConfig(options?: { isolate?: boolean }): UserConfig;
