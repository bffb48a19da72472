import type { UserConfig } from 'vitest/config';

export function platformVitestConfig(): UserConfig;
