import React from 'react';
import { describe, expect, it } from 'vitest';
import * as i18n from 'shared/i18n';
import * as state from 'shared/state';
import { hostSharedScope } from 'shared/build';
import { sharedProviders } from './shared-providers';

// The host's build defines this; the test gives the instance the same table.
Object.assign(globalThis, { __PLATFORM_HOST_SHARED__: hostSharedScope() });
const { getInstance } = await import('@module-federation/enhanced/runtime');
await import('./federation-instance');

interface Globals {
  _FEDERATION_RUNTIME_CORE?: { ModuleFederation?: unknown };
  _FEDERATION_SDK?: unknown;
  _FEDERATION_ERROR_CODES?: unknown;
}

describe('the host’s federation instance', () => {
  it('has a module for every name of the build’s share table, and no other', () => {
    expect(Object.keys(sharedProviders).sort()).toEqual(Object.keys(hostSharedScope()).sort());
  });

  it('offers the remotes the host’s own modules: React as its module.exports, shared entries as namespaces', async () => {
    expect(await sharedProviders.react?.()).toBe(React);
    expect(await sharedProviders['shared/state']?.()).toBe(state);
  });

  it('puts the runtime core, the SDK helpers and the error codes on the page for the remotes’ entries', () => {
    const globals = globalThis as Globals;
    expect(typeof globals._FEDERATION_RUNTIME_CORE?.ModuleFederation).toBe('function');
    expect(globals._FEDERATION_SDK).toBeDefined();
    expect(globals._FEDERATION_ERROR_CODES).toBeDefined();
  });

  it('registers every shared name in the default scope, on the build’s terms, loaded-first', async () => {
    const host = getInstance((instance) => instance.name === 'host');
    if (!host) throw new Error('no host instance');
    const scope = host.shareScopeMap.default ?? {};
    for (const [name, { version, shareConfig }] of Object.entries(hostSharedScope())) {
      const shared = scope[name]?.[version];
      expect(shared?.shareConfig, name).toMatchObject(shareConfig);
      expect(shared?.strategy, name).toBe('loaded-first');
    }
    const react = scope.react?.[hostSharedScope().react?.version ?? ''];
    const factory = await react?.get();
    expect(factory?.()).toBe(React);
  });

  it('gives a remote built against a newer minor the host’s singletons, and offers no pure entry', async () => {
    const host = getInstance((instance) => instance.name === 'host');
    if (!host) throw new Error('no host instance');
    const scope = host.shareScopeMap.default ?? {};
    // What a remote built against shared 1.1.0 registers when it starts: its own copies, at 1.1.0.
    const ownCopy = (name: string, singleton: boolean, requiredVersion: string) => {
      const copy = { own: name };
      (scope[name] ??= {})['1.1.0'] = {
        version: '1.1.0',
        from: 'mf_skewed',
        deps: [],
        useIn: [],
        scope: ['default'],
        strategy: 'loaded-first',
        shareConfig: { singleton, requiredVersion, strictVersion: singleton, eager: false },
        get: () => Promise.resolve(() => copy),
      };
      return copy;
    };
    ownCopy('shared/i18n', true, '^1.0.0');
    const load = async (name: string, singleton: boolean, requiredVersion: string) => {
      const factory = await host.loadShare<unknown>(name, {
        customShareInfo: { shareConfig: { singleton, requiredVersion, strictVersion: singleton } },
      });
      return factory ? factory() : null;
    };
    expect(await load('shared/i18n', true, '^1.0.0')).toBe(i18n);
    // Pure entries (the contract, the formatters, the ui kit) are each remote's own, bundled with it.
    for (const pure of ['shared/contract', 'shared/format', 'shared/ui']) expect(scope[pure], pure).toBeUndefined();
  });
});
