// axe (WCAG 2.1 A and AA) for the a11y specs: serious and critical findings fail a test, the rest is printed.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const BLOCKING = new Set(['serious', 'critical']);

interface Finding {
  impact: string;
  rule: string;
  help: string;
  targets: string[];
}

/** Runs axe over the page (or a part) and returns every violation, flattened for reading. */
export async function audit(page: Page, include?: string): Promise<Finding[]> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations.map((v) => ({
    impact: v.impact ?? 'unknown',
    rule: v.id,
    help: v.help,
    targets: v.nodes.slice(0, 5).map((node) => node.target.join(' ')),
  }));
}

/** Prints minor and moderate findings for the record; returns the ones that fail the test. */
export function blocking(screen: string, findings: Finding[]): Finding[] {
  const minor = findings.filter((f) => !BLOCKING.has(f.impact));
  if (minor.length > 0) {
    console.log(
      `[a11y] ${screen}: ${minor.length} minor/moderate finding(s)\n${minor
        .map((f) => `  ${f.impact} ${f.rule}: ${f.help} at ${f.targets.join(' | ')}`)
        .join('\n')}`,
    );
  }
  return findings.filter((f) => BLOCKING.has(f.impact));
}
