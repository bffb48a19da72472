import type { Browser, BrowserContext, Page } from '@playwright/test';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../scripts/lib/apps.mjs';
import { buildRemote } from '../../scripts/lib/publish-remote.mjs';
import { callConsole } from './console';
import { asDrillSite, DRILL_SITE } from './drill-site';
import { urls } from './ports';
import { expect } from './test';

/** The server's canary side of a visitor for a remote (server/src/delivery/resolve-remotes.ts). */
export function canaryBucket(visitorId: string, remote: string): number {
  return createHash('sha256').update(`${visitorId}\0${remote}`).digest().readUInt32BE(0) % 100;
}

/** A visitor id whose bucket for `remote` is below (canary) or at least (stable) `percent`. */
export function visitorOn(side: 'canary' | 'stable', remote: string, percent: number): string {
  for (let i = 0; ; i++) {
    const id = `e2e-visitor-${side}-${i}`;
    if (canaryBucket(id, remote) < percent === (side === 'canary')) return id;
  }
}

export const CANARY_MARK = 'registry-canary-mark';

/**
 * A fresh browser (no cache, no stored map) on the rehearsal brand as `visitor`; `loaded` collects
 * the promotions versions whose entry its pages fetch. The caller closes the context.
 */
export async function promotionsVisitor(
  browser: Browser,
  visitor: string,
): Promise<{ context: BrowserContext; page: Page; loaded: string[] }> {
  const context = await browser.newContext({ baseURL: urls.site });
  await asDrillSite(context);
  await context.addInitScript((id) => localStorage.setItem('uuid', id), visitor);
  const page = await context.newPage();
  const loaded: string[] = [];
  page.on('request', (request) => {
    const match = /\/registry\/promotions\/([0-9a-f]{16})\/remoteEntry\.js/.exec(request.url());
    if (match) loaded.push(match[1]!);
  });
  return { context, page, loaded };
}

/**
 * An mf-promotions built from a copy under .tmp/<name>/ (the product's own source is not touched)
 * whose discount page source went through `edit`. The copy uses the real package's node_modules; a
 * build already made from the same source is kept.
 */
function promotionsBuildWith(name: string, edit: (page: string) => string): Promise<string> {
  // Two specs on two workers may ask for the same build at once: one builds, the other then finds it.
  return withFolderLock(`build-${name}`, () => buildPromotionsCopy(name, edit));
}

async function buildPromotionsCopy(name: string, edit: (page: string) => string): Promise<string> {
  const copy = join(ROOT, '.tmp', name, 'mf-promotions');
  const page = join(copy, 'src', 'exposes', 'DiscountPage.tsx');
  const stamp = join(copy, 'dist', '.source-stamp');
  const source = join(ROOT, 'mf-promotions');
  const sourceHash = createHash('sha256')
    .update(readFileSync(join(source, 'src', 'exposes', 'DiscountPage.tsx')))
    // The product's own build changes whenever its source does.
    .update(readFileSync(join(source, 'dist', 'mf-manifest.json')))
    .digest('hex');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === sourceHash) return join(copy, 'dist');
  rmSync(copy, { recursive: true, force: true });
  mkdirSync(copy, { recursive: true });
  cpSync(join(source, 'src'), join(copy, 'src'), { recursive: true });
  for (const file of ['rspack.config.mjs', 'package.json']) cpSync(join(source, file), join(copy, file));
  symlinkSync(join(source, 'node_modules'), join(copy, 'node_modules'));
  writeFileSync(page, edit(readFileSync(page, 'utf8')));
  await buildRemote(copy);
  writeFileSync(stamp, sourceHash);
  return join(copy, 'dist');
}

/** A visibly changed mf-promotions: its discount page shows a mark above the list. */
export function changedPromotionsBuild(): Promise<string> {
  return promotionsBuildWith('registry-canary', (page) =>
    page.replace(
      '() => <DiscountList />',
      `() => (<><p data-testid="${CANARY_MARK}">canary build</p><DiscountList /></>)`,
    ),
  );
}

/**
 * A broken mf-promotions: its entry and manifest are sound, but its discount page module throws
 * when it is evaluated, so every load of that page fails as a bad deploy would.
 */
export function brokenPromotionsBuild(): Promise<string> {
  return promotionsBuildWith(
    'registry-broken',
    (page) => `${page}
if (typeof window !== 'undefined') throw new Error('broken canary build');
`,
  );
}

/**
 * Specs that change the rehearsal brand's mf-promotions pins take turns (the suite runs two
 * workers): the lock is a folder, made atomically, naming its holder's process; one left by a
 * process that is gone is taken over.
 */
export function withPromotionsPins<T>(run: () => Promise<T>): Promise<T> {
  return withFolderLock('registry-pins', run);
}

/** Runs `run` while holding the lock folder .tmp/<name>.lock, across the suite's worker processes. */
async function withFolderLock<T>(name: string, run: () => Promise<T>): Promise<T> {
  const lock = join(ROOT, '.tmp', `${name}.lock`);
  mkdirSync(join(ROOT, '.tmp'), { recursive: true });
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(join(lock, 'pid'), String(process.pid));
      break;
    } catch {
      const holder = Number(existsSync(join(lock, 'pid')) ? readFileSync(join(lock, 'pid'), 'utf8') : NaN);
      if (Number.isInteger(holder) && !isAlive(holder)) rmSync(lock, { recursive: true, force: true });
      else await new Promise((done) => setTimeout(done, 500));
    }
  }
  try {
    return await run();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * One change of the rehearsal brand's mf-promotions pins through `/releases/change` as the operator
 * of `token`; `accept` lists the answers the step allows.
 */
export async function changePromotionsPins(
  token: string,
  body: Record<string, unknown>,
  accept: readonly number[] = [6000],
): Promise<void> {
  const answer = await callConsole('/releases/change', { siteId: DRILL_SITE, remote: 'promotions', ...body }, token);
  expect(accept, answer.message).toContain(answer.status_code);
}
