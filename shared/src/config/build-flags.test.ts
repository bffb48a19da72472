// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildFlagsFromEnv, sharedSingletons } from '../../build/federated-app.mjs';

describe('the build-config factory', () => {
  it('turns PLATFORM_FLAG_* variables into the build-time flag defaults', () => {
    expect(buildFlagsFromEnv({ PLATFORM_FLAG_DEPOSIT_ENABLED: '0', PLATFORM_FLAG_HIDE_NAV_ICON: 'true', OTHER: '1' })).toEqual({
      depositEnabled: false,
      hideNavIcon: true,
    });
  });

  it('shares the platform libraries and every shared entry point as singletons', () => {
    const shared = sharedSingletons() as Record<string, { singleton: boolean; requiredVersion: string }>;
    for (const name of ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'jotai', 'styled-components', 'i18next', 'react-i18next', 'shared/api', 'shared/bus', 'shared/state', 'shared/router']) {
      expect(shared[name]?.singleton, name).toBe(true);
    }
    // The router travels through the narrow shared/router entry, never as the whole package.
    expect(shared['react-router']).toBeUndefined();
    expect(shared['react-router-dom']).toBeUndefined();
    expect(shared['shared/api']?.requiredVersion).toBe('^1.0.0');
    expect(Object.keys(shared).some((key) => key.includes('testing') || key === 'shared/build')).toBe(false);
  });
});
