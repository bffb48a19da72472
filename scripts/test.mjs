#!/usr/bin/env node
// `npm test`: install what is missing (Chromium included), then type checks, lint (with formatting,
// code health and the tooling's own tests beside it), every package's vitest suite, production
// builds, the Playwright suite against them and the cluster proofs. Every step runs even when an earlier one failed, so one run
// shows everything that is wrong.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { ROOT, apps, consoleApp } from './lib/apps.mjs';
import { buildApps } from './lib/build-apps.mjs';
import { ensureChromium, ensureWorkspace } from './lib/ensure-deps.mjs';
import { spawnHeld } from './lib/held-output.mjs';
import { runPnpm, runPnpmHeld } from './lib/pnpm.mjs';
import { runToolingTests } from './lib/tooling-tests.mjs';
import { typeCheck } from './lib/type-check.mjs';

const unitPackages = ['shared', 'server', ...apps.map((app) => app.dir), consoleApp.dir];
const REPORT = '.tmp/vitest-report.json';
// vitest runs test files on cores − 1 workers: one on a 2-core machine, which leaves a core idle
// while the other sets up a DOM per file. Two workers ran mf-wallet's suite in 10 s instead of 13.
const UNIT_WORKERS = Math.max(2, availableParallelism() - 1);

const results = [];

/**
 * Runs `[name, run]` steps one after another while the caller goes on; each `run` resolves with
 * `{ ok, output }`. Resolves with every step's result and the output it held.
 */
async function besideSteps(steps) {
  const done = [];
  for (const [name, run] of steps) {
    const started = Date.now();
    let outcome;
    try {
      outcome = await run();
    } catch (error) {
      outcome = { ok: false, output: `${error instanceof Error ? error.message : error}\n` };
    }
    done.push({ name, ...outcome, seconds: (Date.now() - started) / 1000 });
  }
  return done;
}

async function step(name, run) {
  const started = Date.now();
  console.log(`\n━━ ${name}`);
  let ok;
  try {
    ok = (await run()) !== false;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    ok = false;
  }
  results.push({ name, ok, seconds: (Date.now() - started) / 1000 });
}

await step('install', async () => {
  await ensureWorkspace();
  ensureChromium();
});
await step('type check', () => typeCheck());
// Beside lint, which holds one core for a minute, the other core runs formatting, code health and
// the tooling's tests in turn; their output is held and printed when lint is done.
let toolingTests = { passed: 0, failed: 0 };
const beside = besideSteps([
  // Formatting of what has been formatted once (.prettierignore lists the folders still to do).
  [
    'formatting (prettier --check)',
    async () => {
      const { code, output } = await runPnpmHeld(['exec', 'prettier', '--check', '--log-level=warn', '.']);
      return { ok: code === 0, output };
    },
  ],
  // The counts kept at zero that no lint rule holds (files over 300 lines, hand-written loading, untyped fakes).
  [
    'code health',
    async () => {
      const { code, output } = await spawnHeld(process.execPath, [join(ROOT, 'scripts', 'code-health.mjs')], {
        cwd: ROOT,
      });
      return { ok: code === 0, output };
    },
  ],
  [
    'tooling tests (node --test)',
    async () => {
      toolingTests = await runToolingTests();
      return { ok: toolingTests.ok, output: toolingTests.output };
    },
  ],
]);
// Type-aware lint holds the whole tree's TypeScript program: about 3.3 GB, near Node's default heap
// (the machine has 24 GB).
const lintEnv = { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --max-old-space-size=8192`.trim() };
// One thread: lint reads one TypeScript program for the whole tree (tsconfig.lint.json), and a
// second thread builds it again: 267 CPU-seconds and rising against 115 to 200 for one thread.
await step('lint', async () => (await runPnpm(['exec', 'eslint', '--max-warnings=0', '.'], { env: lintEnv })) === 0);
for (const done of await beside) {
  console.log(`\n━━ ${done.name} (beside lint)`);
  process.stdout.write(done.output);
  results.push({ name: done.name, ok: done.ok, seconds: done.seconds });
}
for (const pkg of unitPackages) rmSync(join(ROOT, pkg, REPORT), { force: true });
await step('unit tests (vitest)', async () => {
  const filters = unitPackages.flatMap((pkg) => ['--filter', `./${pkg}`]);
  return (
    (await runPnpm([
      '-r',
      '--no-bail',
      '--workspace-concurrency=1',
      ...filters,
      'run',
      'test',
      `--maxWorkers=${UNIT_WORKERS}`,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${REPORT}`,
    ])) === 0
  );
});
await step('production builds', () => buildApps());
const e2eReport = join(ROOT, 'e2e', '.tmp', 'playwright-report.json');
rmSync(e2eReport, { force: true });
await step(
  'end-to-end (Playwright, Chromium)',
  async () =>
    (await runPnpm(['--filter', './e2e', 'run', 'test'], {
      env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
    })) === 0,
);
// Two API processes on a real PostgreSQL and Redis (docs/decisions/0002-cluster-postgresql-redis.md;
// no apt fails the step with the reason) — cross-process pushes, a killed process, duplicates across both.
await step('cluster (PostgreSQL + Redis, two API processes)', async () => {
  const { spawn } = await import('node:child_process');
  const bench = spawn(process.execPath, [join(ROOT, 'e2e', 'bench', 'cluster.mjs')], { cwd: ROOT, stdio: 'inherit' });
  return new Promise((resolve) => bench.on('exit', (code) => resolve(code === 0)));
});

// One closing count over every runner.
let passed = toolingTests.passed;
let failed = toolingTests.failed;
// CI keeps only the end of the log: name each failed unit test here, next to the count.
const failedNames = [];
for (const pkg of unitPackages) {
  const file = join(ROOT, pkg, REPORT);
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  for (const result of report.testResults ?? []) {
    for (const test of result.assertionResults ?? []) {
      if (test.status === 'failed') failedNames.push(`${pkg}: ${test.fullName ?? test.title}`);
    }
  }
}
if (existsSync(e2eReport)) {
  const { stats } = JSON.parse(readFileSync(e2eReport, 'utf8'));
  passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  failed += stats?.unexpected ?? 0;
}

console.log('\n━━ summary');
for (const r of results) console.log(`${r.ok ? '✔' : '✘'} ${r.name.padEnd(36)} ${r.seconds.toFixed(1)} s`);
const stepsFailed = results.filter((r) => !r.ok).length;
if (stepsFailed > 0 && failed === 0) failed = stepsFailed;
for (const name of failedNames) console.log(`✘ ${name}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
