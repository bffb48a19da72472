import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './test';

/** The WCAG 2.0, 2.1 and 2.2 A and AA rules. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const IMPACTS = ['minor', 'moderate', 'serious', 'critical'] as const;
type Impact = (typeof IMPACTS)[number];
type Counts = Record<Impact, number>;

/** One scanned page: how many elements break a rule, per impact, and what the serious and critical ones are. */
export interface PageScan {
  page: string;
  counts: Counts;
  /** "rule (impact): selector, ..." for each serious or critical rule, for the failure message. */
  blocking: string[];
}

/**
 * Scans what `page` shows now with the WCAG A and AA rules. The only frames of the site are game
 * frames: the vendor's game and the sports venue, their own sites loaded by address and not ours to
 * fix, so they are left out; everything else of the page, dialogs included, is scanned.
 */
export async function scanPage(page: Page, name: string): Promise<PageScan> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).exclude('iframe').analyze();
  const counts: Counts = { minor: 0, moderate: 0, serious: 0, critical: 0 };
  const blocking: string[] = [];
  for (const violation of results.violations) {
    const impact = (violation.impact ?? 'minor') as Impact;
    counts[impact] += violation.nodes.length;
    if (impact === 'serious' || impact === 'critical') {
      const targets = violation.nodes.slice(0, 4).map((node) => node.target.join(' '));
      // For contrast, the colour pairs say which token or page style to fix.
      const pairs = new Set(
        violation.nodes.flatMap((node) =>
          node.any.map((check) => {
            const data = check.data as { fgColor?: string; bgColor?: string; contrastRatio?: number } | null;
            return data?.fgColor ? `${data.fgColor}/${data.bgColor} ${data.contrastRatio}` : '';
          }),
        ),
      );
      pairs.delete('');
      const colours = pairs.size > 0 ? ` [${[...pairs].join(', ')}]` : '';
      blocking.push(`${violation.id} (${impact}) ×${violation.nodes.length}: ${targets.join(' | ')}${colours}`);
    }
  }
  return { page: name, counts, blocking };
}

/** Collects the scans of one test, prints them as a table with a total, and holds the gate. */
export class ScanReport {
  private readonly scans: PageScan[] = [];

  constructor(private readonly title: string) {}

  async scan(page: Page, name: string): Promise<void> {
    const scan = await scanPage(page, name);
    this.scans.push(scan);
    // Each page as it is scanned too: a test stopped half-way still shows what it found.
    console.log(
      `axe ${this.title} | ${name} | ${JSON.stringify(scan.counts)}${scan.blocking.map((rule) => `\n  ${rule}`).join('')}`,
    );
  }

  /** Prints minor/moderate/serious/critical per page and in total; fails on any serious or critical. */
  finish(): void {
    const total: Counts = { minor: 0, moderate: 0, serious: 0, critical: 0 };
    const rows: Record<string, Counts> = {};
    for (const { page, counts } of this.scans) {
      rows[page] = counts;
      for (const impact of IMPACTS) total[impact] += counts[impact];
    }
    rows['合计 / total'] = total;
    console.log(`axe WCAG A/AA — ${this.title}`);
    console.table(rows);
    const blocking = this.scans.flatMap(({ page, blocking: rules }) => rules.map((rule) => `${page}: ${rule}`));
    expect(blocking, 'serious or critical accessibility violations').toEqual([]);
  }
}
