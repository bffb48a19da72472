import type { UserConfig } from 'vitest/config';

export function filesReplacingModules(root: string): string[];
export function platformVitestConfig(packageUrl: URL): UserConfig;
