// Dead links between our documents fail here. The README is a short front door and everything
// else lives in docs/, so a page or heading renamed there would otherwise leave links (and code
// comments that cite a page) pointing at nothing, found only by a newcomer who follows one.
//
// (a) README.md and docs/*.md: every relative markdown link, [text](path) or [text](path#anchor),
//     names a file that exists, and an anchor into a .md file names one of its headings.
// (b) Source and config files: every mention of a docs/ page names a page that exists, and a
//     quoted section after it (as in docs/mock.md "Demo keys") names one of its headings. A
//     README section cited the same way must be a heading of README.md.
// (c) README.md stays a front door: at most 200 lines.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const README_MAX_LINES = 200;

const SOURCE_FOLDERS = ['src', 'server', 'mock-server', 'scripts', 'e2e'];
const SOURCE_FILES = [
  'eslint.config.js',
  'vite.config.ts',
  'playwright.config.ts',
  'vitest.config.ts',
  '.gitignore',
];
const SOURCE_EXTENSIONS = /\.(?:ts|tsx|mts|js|mjs|cjs|css|json)$/;
const SKIP_FOLDERS = new Set(['node_modules', 'dist', 'test-results']);

const read = (path: string) => readFileSync(path, 'utf8');

function markdownFiles(): string[] {
  const docs = join(ROOT, 'docs');
  const pages = readdirSync(docs)
    .filter((name) => name.endsWith('.md'))
    .map((name) => join(docs, name));
  return [join(ROOT, 'README.md'), ...pages];
}

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    if (SKIP_FOLDERS.has(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path));
    else if (SOURCE_EXTENSIONS.test(name)) out.push(path);
  }
  return out;
}

/** Markdown without fenced code blocks (a `# comment` in a bash block is no heading). */
function withoutCodeBlocks(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '');
}

/** A heading's text as written, minus the backticks of inline code. */
function headings(markdown: string): string[] {
  return [...withoutCodeBlocks(markdown).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)].map((m) =>
    m[1]!.replace(/`/g, ''),
  );
}

/** The anchor GitHub gives a heading: lower case, punctuation dropped, spaces to hyphens. */
function githubSlug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** Every anchor of a page; a repeated heading gets -1, -2… as on GitHub. */
function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const heading of headings(markdown)) {
    const slug = githubSlug(heading);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** Does the page have a heading that starts with this section name ("Request bounds")? */
function hasSection(markdown: string, section: string): boolean {
  const wanted = section.toLowerCase();
  return headings(markdown).some((heading) => heading.toLowerCase().startsWith(wanted));
}

/** Relative link targets of a markdown page: [text](target), images included. */
function relativeLinks(markdown: string): string[] {
  const prose = withoutCodeBlocks(markdown).replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)]
    .map((m) => m[1]!)
    .filter((target) => !/^[a-z][a-z+.-]*:/i.test(target));
}

/** Problems with one link from `page`, in words ([] when it lands). */
function checkLink(page: string, target: string): string[] {
  const [path = '', anchor] = target.split('#');
  const file = path === '' ? page : resolve(dirname(page), decodeURIComponent(path));
  const where = `${relative(ROOT, page)}: ${target}`;
  if (!existsSync(file)) return [`${where}: no such file`];
  if (anchor === undefined || !file.endsWith('.md')) return [];
  return anchorsOf(read(file)).has(anchor) ? [] : [`${where}: no such heading`];
}

/**
 * Doc mentions in source text: docs/<page>.md with an optional quoted section after it, and
 * README with a quoted section or a section after a comma.
 */
function docMentions(text: string): { page: string; section?: string }[] {
  const found: { page: string; section?: string }[] = [];
  for (const m of text.matchAll(/(?<![\w./-])docs\/([\w.-]+\.md)(?:,? "([^"\n]+)")?/g)) {
    found.push({ page: `docs/${m[1]}`, section: m[2] });
  }
  for (const m of text.matchAll(/\bREADME\b(?:,? "([^"\n]+)"|, ([A-Za-z][\w -]*))/g)) {
    found.push({ page: 'README.md', section: (m[1] ?? m[2])!.trim() });
  }
  return found;
}

describe('links between documents', () => {
  it('finds relative links and skips web addresses and code', () => {
    const page = [
      'See [the mock](mock.md#demo-keys) and [top](#usage), [site](https://example.com).',
      '`[not](a-link.md)`',
      '```',
      '[not](either.md)',
      '```',
    ].join('\n');
    expect(relativeLinks(page)).toEqual(['mock.md#demo-keys', '#usage']);
  });

  it('slugs headings as GitHub does', () => {
    expect(githubSlug('Health checks: `/healthz` and `/readyz`')).toBe(
      'health-checks-healthz-and-readyz',
    );
    expect(githubSlug('Lists at 100,000 ids: `npm run bench:lists`')).toBe(
      'lists-at-100000-ids-npm-run-benchlists',
    );
  });

  it('every relative link in README.md and docs/*.md lands on a file and heading', () => {
    const problems = markdownFiles().flatMap((page) =>
      relativeLinks(read(page)).flatMap((target) => checkLink(page, target)),
    );
    expect(problems).toEqual([]);
  });
});

describe('documents cited in source and config files', () => {
  it('finds docs/ pages with their sections, and README sections', () => {
    const text = [
      '// see docs/mock.md "Demo keys" and (docs/testing.md).',
      '// not ../docs/other.md, nor RealEstateApi/docs reference/x.md',
      '// README "Quick start"; README, Scripts',
    ].join('\n');
    expect(docMentions(text)).toEqual([
      { page: 'docs/mock.md', section: 'Demo keys' },
      { page: 'docs/testing.md', section: undefined },
      { page: 'README.md', section: 'Quick start' },
      { page: 'README.md', section: 'Scripts' },
    ]);
  });

  it('every cited page exists, with the section named', () => {
    const files = [
      ...SOURCE_FOLDERS.flatMap((folder) => sourceFiles(join(ROOT, folder))),
      ...SOURCE_FILES.map((name) => join(ROOT, name)).filter((path) => existsSync(path)),
    ];
    const problems: string[] = [];
    for (const file of files) {
      for (const { page, section } of docMentions(read(file))) {
        const where = `${relative(ROOT, file)}: ${page}${section ? ` "${section}"` : ''}`;
        const target = join(ROOT, page);
        if (!existsSync(target)) problems.push(`${where}: no such file`);
        else if (section && !hasSection(read(target), section))
          problems.push(`${where}: no such heading`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('README.md', () => {
  it(`is a front door of at most ${README_MAX_LINES} lines`, () => {
    const lines = read(join(ROOT, 'README.md')).split('\n');
    if (lines.at(-1) === '') lines.pop();
    expect(lines.length).toBeLessThanOrEqual(README_MAX_LINES);
  });
});
