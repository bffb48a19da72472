import { describe, expect, it } from 'vitest';
import sharedPackage from '../../package.json';
import { contractSatisfies, hostMeets, SHARED_CONTRACT_VERSION, sharedRequirementsOf } from './contract-version';

describe('shared contract version', () => {
  it('is the version of the shared package (what the build declares to remotes)', () => {
    expect(SHARED_CONTRACT_VERSION).toBe(sharedPackage.version);
  });

  it('accepts the same major at the same or a newer minor and patch', () => {
    expect(contractSatisfies('1.0.0', '^1.0.0')).toBe(true);
    expect(contractSatisfies('1.4.2', '^1.3.9')).toBe(true);
    expect(contractSatisfies('1.3.9', '^1.3.9')).toBe(true);
  });

  it('refuses another major, an older minor or patch, and ranges it does not understand', () => {
    expect(contractSatisfies('1.0.0', '^2.0.0')).toBe(false);
    expect(contractSatisfies('2.0.0', '^1.0.0')).toBe(false);
    expect(contractSatisfies('1.2.0', '^1.3.0')).toBe(false);
    expect(contractSatisfies('1.3.0', '^1.3.1')).toBe(false);
    expect(contractSatisfies('1.0.0', '>=1 <3')).toBe(false);
  });

  it('compares an exact requirement exactly', () => {
    expect(contractSatisfies('1.0.0', '1.0.0')).toBe(true);
    expect(contractSatisfies('1.0.1', '1.0.0')).toBe(false);
  });

  it('runs a newer minor on an older host: its singletons need the host’s major, its pure entries come with it', () => {
    const stateful = { name: 'shared/i18n', requiredVersion: '^1.0.0', singleton: true };
    const pure = { name: 'shared/format', requiredVersion: '^1.1.0', singleton: false };
    expect(hostMeets('1.0.0', stateful)).toBe(true);
    expect(hostMeets('1.0.0', pure)).toBe(true);
    expect(hostMeets('1.0.0', { ...stateful, requiredVersion: '^1.1.0' })).toBe(false);
  });

  it('refuses another major, for a singleton and a pure entry alike', () => {
    expect(hostMeets('1.0.0', { name: 'shared/state', requiredVersion: '^2.0.0', singleton: true })).toBe(false);
    expect(hostMeets('1.0.0', { name: 'shared/format', requiredVersion: '^2.0.0', singleton: false })).toBe(false);
    expect(hostMeets('2.0.0', { name: 'shared/format', requiredVersion: '^1.1.0', singleton: false })).toBe(false);
    expect(hostMeets('1.0.0', { name: 'shared/format', requiredVersion: 'next', singleton: false })).toBe(false);
  });

  it('reads the shared entries of a manifest; one that does not say it is a singleton counts as one', () => {
    const manifest = {
      shared: [
        { name: 'react', requiredVersion: '^19.3.1', singleton: true },
        { name: 'shared/state', requiredVersion: '^1.0.0', singleton: true },
        { name: 'shared/format', requiredVersion: '^1.1.0', singleton: false },
        { name: 'shared/bus', requiredVersion: '^1.0.0' },
        { name: 'shared/api' },
      ],
    };
    expect(sharedRequirementsOf(manifest)).toEqual([
      { name: 'shared/state', requiredVersion: '^1.0.0', singleton: true },
      { name: 'shared/format', requiredVersion: '^1.1.0', singleton: false },
      { name: 'shared/bus', requiredVersion: '^1.0.0', singleton: true },
      { name: 'shared/api', requiredVersion: '', singleton: true },
    ]);
    expect(sharedRequirementsOf(null)).toEqual([]);
    expect(sharedRequirementsOf({ shared: 'no' })).toEqual([]);
  });
});
