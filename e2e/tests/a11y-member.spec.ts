import { ScanReport } from '../support/axe';
import { asMember } from '../support/members';
import { inHalves, routesSeenBy } from '../support/routes';
import { visit } from '../support/visit';
import { test } from '../support/test';

// WCAG 2.0/2.1/2.2 A and AA (axe) on every member page, classic edition, zh-CN, as demo888 (a phone
// and a real name bound, so the card pages open). Only looks: nothing is submitted.
asMember('demo888', () => {
  // Two halves, so each test stays well inside the time limit on a loaded runner.
  for (const [part, slice] of inHalves(routesSeenBy('member'))) {
    test(`the ${part} half of the member pages has no serious or critical WCAG A/AA violation`, async ({ page }) => {
      const report = new ScanReport(`member demo888, classic, zh-CN (${part} half)`);
      for (const [name, path] of slice) {
        await visit(page, path);
        await report.scan(page, `${name} ${path}`);
      }
      report.finish();
    });
  }
});
