import { readdirSync, readFileSync, realpathSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import provideFederationSdkPlugin, { errorCodesForRemotes, sdkForRemotes } from './provide-federation-sdk-plugin';

const hostDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const enhanced = realpathSync(join(hostDir, 'node_modules', '@module-federation', 'enhanced'));
const bundlerRuntime = realpathSync(join(enhanced, '..', 'webpack-bundler-runtime'));
const runtime = realpathSync(join(bundlerRuntime, '..', 'runtime'));

/** The CommonJS files a remote entry bundles from the federation's bundler runtime and runtime. */
function bundledRuntimeSources(): string[] {
  return [bundlerRuntime, runtime].flatMap((dir) =>
    readdirSync(join(dir, 'dist'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.cjs'))
      .map((file) => readFileSync(join(dir, 'dist', file), 'utf8')),
  );
}

function namesRead(sources: string[], variable: string): Set<string> {
  const pattern = new RegExp(`\\b${variable}\\.([A-Za-z_$][\\w$]*)`, 'g');
  return new Set(sources.flatMap((source) => [...source.matchAll(pattern)].map((match) => match[1] ?? '')));
}

describe('the federation helpers the host gives its remotes', () => {
  const sources = bundledRuntimeSources();

  it('are required under the names this check reads', () => {
    for (const [pkg, variable] of [
      ['@module-federation/sdk', '_module_federation_sdk'],
      ['@module-federation/error-codes', '_module_federation_error_codes'],
    ] as const) {
      for (const source of sources) {
        for (const line of source.split('\n').filter((l) => l.includes(`require("${pkg}")`))) {
          expect(line).toContain(`${variable} = require("${pkg}")`);
        }
      }
    }
  });

  it('cover everything a remote entry reads from the SDK and the error codes', () => {
    const sdkNames = namesRead(sources, '_module_federation_sdk');
    const codeNames = namesRead(sources, '_module_federation_error_codes');
    expect(sdkNames.size).toBeGreaterThan(0);
    expect(codeNames.size).toBeGreaterThan(0);
    for (const name of sdkNames) expect(Object.keys(sdkForRemotes), `sdk.${name}`).toContain(name);
    for (const name of codeNames) expect(Object.keys(errorCodesForRemotes), `error-codes.${name}`).toContain(name);
  });

  it('are on the page before any remote entry runs', () => {
    const globals = globalThis as { _FEDERATION_SDK?: unknown; _FEDERATION_ERROR_CODES?: unknown };
    delete globals._FEDERATION_SDK;
    delete globals._FEDERATION_ERROR_CODES;
    expect(provideFederationSdkPlugin().name).toBe('platform-provide-federation-sdk');
    expect(globals._FEDERATION_SDK).toBe(sdkForRemotes);
    expect(globals._FEDERATION_ERROR_CODES).toBe(errorCodesForRemotes);
    expect(typeof sdkForRemotes.decodeName).toBe('function');
    expect(typeof errorCodesForRemotes.runtimeDescMap).toBe('object');
  });
});
