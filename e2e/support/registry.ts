import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../scripts/lib/apps.mjs';
import { buildRemote } from '../../scripts/lib/publish-remote.mjs';

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
 * A visibly changed mf-promotions, built from a copy under .tmp/ (the product's own source is not
 * touched): its discount page shows a mark above the list. The copy uses the real package's
 * node_modules; a build already made from the same source is kept.
 */
export async function changedPromotionsBuild(): Promise<string> {
  const copy = join(ROOT, '.tmp', 'registry-canary', 'mf-promotions');
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
  writeFileSync(
    page,
    readFileSync(page, 'utf8').replace(
      '() => <DiscountList />',
      `() => (<><p data-testid="${CANARY_MARK}">canary build</p><DiscountList /></>)`,
    ),
  );
  await buildRemote(copy);
  writeFileSync(stamp, sourceHash);
  return join(copy, 'dist');
}
