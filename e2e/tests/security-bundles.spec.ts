import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from '@playwright/test';
import { ROOT, apps } from '../../scripts/lib/apps.mjs';

function filesUnder(dir: string, keep: (file: string) => boolean): string[] {
  const found: string[] = [];
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) found.push(...filesUnder(path, keep));
    else if (keep(path)) found.push(path);
  }
  return found;
}

/** The reference server's test-only routes (shared/contract/testing): a production bundle must not know them. */
const TEST_ONLY_PATH = '/test/api/';
const SHIPPED = /\.(js|mjs|json|html|css|map)$/;

test.describe('what the production build ships', () => {
  test('no built file of any app names a test-only endpoint', () => {
    const offenders: string[] = [];
    let scanned = 0;
    for (const app of apps) {
      for (const file of filesUnder(join(ROOT, app.dir, 'dist'), (path) => SHIPPED.test(path))) {
        scanned += 1;
        if (readFileSync(file, 'utf8').includes(TEST_ONLY_PATH)) offenders.push(relative(ROOT, file));
      }
    }
    expect(scanned, 'the apps are built (node scripts/build.mjs)').toBeGreaterThan(apps.length);
    expect(offenders).toEqual([]);
  });

  test('no app code imports the test-only contract', () => {
    // 'shared/contract/testing', '../contract/testing', or './testing' from inside shared/src/contract.
    const byPackage = /(?:from|import\s*\()\s*['"][^'"]*contract\/testing(?:\/[^'"]*)?['"]/;
    const fromContract = /(?:from|import\s*\()\s*['"]\.\/testing(?:\/[^'"]*)?['"]/;
    const offenders: string[] = [];
    for (const dir of [...apps.map((app) => app.dir), 'shared']) {
      const sources = filesUnder(
        join(ROOT, dir, 'src'),
        (path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path) && !/[\\/]testing[\\/]/.test(path),
      );
      for (const file of sources) {
        const text = readFileSync(file, 'utf8');
        const inContract = /[\\/]shared[\\/]src[\\/]contract[\\/]/.test(file);
        if (byPackage.test(text) || (inContract && fromContract.test(text))) offenders.push(relative(ROOT, file));
      }
    }
    expect(offenders).toEqual([]);
  });
});
