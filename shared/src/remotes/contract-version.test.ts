import { describe, expect, it } from 'vitest';
import sharedPackage from '../../package.json';
import { contractSatisfies, SHARED_CONTRACT_VERSION } from './contract-version';

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
});
