// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildFlagsFromEnv, hostSharedScope, sharedSingletons } from '../../build/federated-app.mjs';
import sharedPackage from '../../package.json';

describe('the build-config factory', () => {
  it('turns PLATFORM_FLAG_* variables into the build-time flag defaults', () => {
    expect(
      buildFlagsFromEnv({ PLATFORM_FLAG_DEPOSIT_ENABLED: '0', PLATFORM_FLAG_HIDE_NAV_ICON: 'true', OTHER: '1' }),
    ).toEqual({
      depositEnabled: false,
      hideNavIcon: true,
    });
  });

  it('shares the platform libraries and every shared entry point as singletons', () => {
    const shared = sharedSingletons() as Record<string, { singleton: boolean; requiredVersion: string }>;
    for (const name of [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'jotai',
      'styled-components',
      'i18next',
      'shared/api',
      'shared/bus',
      'shared/state',
      'shared/router',
      'shared/i18n',
    ]) {
      expect(shared[name]?.singleton, name).toBe(true);
    }
    // The router and react-i18next travel through the narrow shared/router and shared/i18n entries,
    // never as whole packages.
    expect(shared['react-router']).toBeUndefined();
    expect(shared['react-router-dom']).toBeUndefined();
    expect(shared['react-i18next']).toBeUndefined();
    expect(shared['shared/api']?.requiredVersion).toBe('^1.0.0');
    expect(Object.keys(shared).some((key) => key.includes('testing') || key === 'shared/build')).toBe(false);
  });

  it('gives the host the same table to offer at run time, with the versions it has', () => {
    const scope = hostSharedScope();
    expect(Object.keys(scope).sort()).toEqual(Object.keys(sharedSingletons()).sort());
    const react = sharedPackage.dependencies.react;
    expect(scope.react).toEqual({
      version: react,
      shareConfig: { singleton: true, requiredVersion: `^${react}`, strictVersion: false },
    });
    const contract = sharedPackage.version;
    expect(scope['shared/ui']).toBeUndefined();
    expect(scope['shared/dialog-order']).toEqual({
      version: contract,
      shareConfig: { singleton: true, requiredVersion: `^${contract}`, strictVersion: true },
    });
  });
});
