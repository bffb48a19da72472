import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import axe from 'axe-core';
import { appendFileSync } from 'node:fs';
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

/** Pages that load axe by themselves on every document they open. */
const preloaded = new WeakSet<Page>();

/**
 * Puts axe-core in the page's document once. AxeBuilder sends its half-megabyte source over the
 * protocol on every scan, twice with the blank page its frame-by-frame run finishes in, which on a
 * loaded 2-core runner cost more than the scan itself; an init script carries it into each later
 * document instead, and client-side navigation keeps it.
 */
async function loadAxe(page: Page): Promise<void> {
  if (!preloaded.has(page)) {
    preloaded.add(page);
    await page.addInitScript({ content: axe.source });
  }
  const present = await page.evaluate(() => 'axe' in window);
  if (!present) await page.evaluate(axe.source);
}

/**
 * Scans what `page` shows now with the WCAG A and AA rules. The only frames of the site are game
 * frames: the vendor's game and the sports venue, their own sites loaded by address and not ours to
 * fix, so they are left out (`iframes: false`, one run in the page itself, no frame-by-frame run);
 * everything else of the page, dialogs included, is scanned.
 */
export async function scanPage(page: Page, name: string): Promise<PageScan> {
  await loadAxe(page);
  const results = await new AxeBuilder({ page, axeSource: 'void 0' })
    .setLegacyMode()
    .options({ iframes: false })
    .withTags(WCAG_TAGS)
    .exclude('iframe')
    .analyze();
  // AXE_DUMP=<file> appends every violation with its elements' markup and axe's reason, to fix them.
  const dump = process.env.AXE_DUMP;
  if (dump) {
    const found = results.violations.map(({ id, impact, nodes }) => ({
      id,
      impact,
      nodes: nodes.map(({ target, html, failureSummary }) => ({ target, html: html.slice(0, 300), failureSummary })),
    }));
    appendFileSync(dump, `${JSON.stringify({ page: name, violations: found })}\n`);
  }
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
    const started = Date.now();
    const scan = await scanPage(page, name);
    this.scans.push(scan);
    // Each page as it is scanned too: a test stopped half-way still shows what it found.
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `axe ${this.title} | ${name} | ${JSON.stringify(scan.counts)} ${seconds}s${scan.blocking.map((rule) => `\n  ${rule}`).join('')}`,
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
