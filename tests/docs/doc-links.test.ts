// Docs that stay true: in every Markdown file at the repository's root and under docs/, each
// relative link and image names a file that exists, each `#anchor` (in the same file or another
// one) names a heading there by the slug GitHub gives it, and each picture shown from
// docs/screenshots/ is one the end-to-end tests write, so a picture can never outlive the screen it
// shows. External links (http, https, mailto) are not fetched: the tests run offline.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from './source-comments';

const screenshotsDir = path.join(root, 'docs', 'screenshots');

/** The Markdown files this test reads: the root's and everything under docs/. */
function docFiles(): string[] {
  const atRoot = readdirSync(root)
    .filter((name) => name.endsWith('.md'))
    .map((name) => path.join(root, name));
  const underDocs = readdirSync(path.join(root, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => path.join(root, 'docs', name));
  return [...atRoot, ...underDocs].sort();
}

/**
 * The text with fenced code blocks and inline code spans blanked out (line breaks kept, so line
 * numbers still hold): a link written inside code is an example, not a link.
 */
export function withoutCode(text: string): string {
  const blank = (part: string) => part.replace(/[^\n]/g, ' ');
  return text
    .replace(/^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?^ {0,3}\1[^\n]*$/gm, blank)
    .replace(/(`+)(?!`)[\s\S]*?[^`]\1(?!`)/g, blank);
}

export interface Link {
  target: string;
  line: number;
}

/** Every link and image target of a Markdown text: inline, reference definitions and HTML. */
export function linksIn(markdown: string): Link[] {
  const text = withoutCode(markdown);
  const lineAt = (index: number) => text.slice(0, index).split('\n').length;
  const patterns = [
    // [text](target "title") and ![alt](target), one level of brackets inside the text.
    /!?\[(?:[^[\]]|\[[^[\]]*\])*\]\(\s*<?([^\s)>]+)>?(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)/g,
    // [label]: target
    /^ {0,3}\[[^\]]+\]:\s*<?([^\s>]+)>?/gm,
    // <img src="..."> and <a href="...">
    /<(?:img|a)\b[^>]*?\b(?:src|href)=["']([^"']+)["']/gi,
  ];
  const links: Link[] = [];
  for (const pattern of patterns) {
    for (const match of text.matchAll(pattern)) {
      links.push({ target: match[1]!, line: lineAt(match.index) });
    }
  }
  return links.sort((a, b) => a.line - b.line);
}

/**
 * The anchor GitHub gives a heading: its text as shown (link targets, code marks and tags
 * dropped), lower-cased, every character but letters, marks, digits, `_`, `-` and spaces removed,
 * then each space made a hyphen. The same text again gets `-1`, `-2`, ...
 */
export function githubSlug(heading: string): string {
  const shown = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/`/g, '');
  return shown
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors a Markdown text offers: one per heading (numbered as GitHub does), and HTML ids. */
export function anchorsOf(markdown: string): Set<string> {
  const text = withoutCode(markdown);
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const match of text.matchAll(/^ {0,3}#{1,6}[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/gm)) {
    const slug = githubSlug(match[1]!);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  for (const match of text.matchAll(/<[a-z]+\b[^>]*?\b(?:id|name)=["']([^"']+)["']/gi)) {
    anchors.add(match[1]!);
  }
  return anchors;
}

/**
 * The screenshot names the end-to-end specs write: `page.screenshot({ path:
 * 'docs/screenshots/<name>.png' })` written out, and the specs' `screenshot(page, '<name>')`
 * helper (tests/e2e/support/workspace.ts), which writes `docs/screenshots/<name>.png`.
 */
export function screenshotsWrittenBy(sources: string[]): Set<string> {
  const names = new Set<string>();
  for (const source of sources) {
    for (const match of source.matchAll(/docs\/screenshots\/([\w.-]+\.png)/g)) names.add(match[1]!);
    for (const match of source.matchAll(/\bscreenshot\(\s*[\w.]+\s*,\s*(['"`])([\w.-]+)\1/g)) {
      names.add(`${match[2]!}.png`);
    }
  }
  return names;
}

function e2eSources(): string[] {
  const dir = path.join(root, 'tests', 'e2e');
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(ts|mts|js|mjs)$/.test(name))
    .map((name) => readFileSync(path.join(dir, name), 'utf8'));
}

const isExternal = (target: string) => /^[a-z][a-z0-9+.-]*:/i.test(target);

/** `file:line  problem` for each link of one doc that does not hold. */
export function problemsOf(
  file: string,
  markdown: string,
  read: (file: string) => string | undefined,
  writtenScreenshots: Set<string>,
): string[] {
  const where = (line: number) => `${path.relative(root, file)}:${line}`;
  const problems: string[] = [];
  for (const { target, line } of linksIn(markdown)) {
    if (isExternal(target)) continue;
    const hashAt = target.indexOf('#');
    const filePart = hashAt === -1 ? target : target.slice(0, hashAt);
    const anchor = hashAt === -1 ? undefined : decodeURIComponent(target.slice(hashAt + 1));
    const resolved =
      filePart === '' ? file : path.resolve(path.dirname(file), decodeURIComponent(filePart));
    if (path.relative(root, resolved).startsWith('..')) {
      problems.push(`${where(line)}  ${target}: outside the repository`);
      continue;
    }
    if (filePart !== '' && !existsSync(resolved)) {
      problems.push(`${where(line)}  ${target}: no such file`);
      continue;
    }
    const isLineAnchor =
      filePart !== '' && statSync(resolved).isFile() && /^L\d+(-L\d+)?$/.test(anchor ?? '');
    if (anchor !== undefined && !isLineAnchor) {
      const text = resolved.endsWith('.md') ? read(resolved) : undefined;
      if (text === undefined || !anchorsOf(text).has(anchor)) {
        problems.push(`${where(line)}  ${target}: no heading with the anchor #${anchor}`);
      }
    }
    if (
      path.dirname(resolved) === screenshotsDir &&
      !writtenScreenshots.has(path.basename(resolved))
    ) {
      problems.push(`${where(line)}  ${target}: no end-to-end test writes this screenshot`);
    }
  }
  return problems;
}

function readIfThere(file: string): string | undefined {
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}

describe('docs that stay true', () => {
  const written = screenshotsWrittenBy(e2eSources());

  it('the end-to-end tests write screenshots, through the helper read here', () => {
    const helper = readFileSync(path.join(root, 'tests', 'e2e', 'support', 'workspace.ts'), 'utf8');
    // The helper's own path: if it ever writes elsewhere, screenshotsWrittenBy must learn it.
    expect(helper).toContain('path: `docs/screenshots/${name}.png`');
    expect(written).toContain('sign-in.png');
    expect(written).toContain('editor-errors.png');
  });

  it('every relative link, image and anchor in the root and docs/ Markdown resolves', () => {
    const files = docFiles();
    expect(files.map((file) => path.relative(root, file))).toEqual(
      expect.arrayContaining(['README.md', 'docs/architecture.md']),
    );
    const problems = files.flatMap((file) =>
      problemsOf(file, readFileSync(file, 'utf8'), readIfThere, written),
    );
    expect(problems).toEqual([]);
  });

  it('gives headings the anchors GitHub gives them', () => {
    expect(githubSlug('The IPC contract')).toBe('the-ipc-contract');
    expect(githubSlug('A save')).toBe('a-save');
    expect(githubSlug('Two commands')).toBe('two-commands');
    expect(githubSlug('`npm test`: what runs')).toBe('npm-test-what-runs');
    expect(githubSlug('Errors (sandbox shape; the client must also cope)')).toBe(
      'errors-sandbox-shape-the-client-must-also-cope',
    );
    expect(githubSlug('Moving to [another laptop](x.md)')).toBe('moving-to-another-laptop');
    expect([...anchorsOf('# Setup\n\n## Setup\n\n```\n# not a heading\n```\n')]).toEqual([
      'setup',
      'setup-1',
    ]);
  });

  it('finds a missing file, a missing anchor and a screenshot no test writes', () => {
    const file = path.join(root, 'docs', 'probe.md');
    const probe = [
      '# Probe', // line 1
      'Fine: [README](../README.md), [a save](architecture.md#a-save), [here](#probe).',
      'Broken file: [gone](no-such-file.md).', // line 3
      'Broken anchor: [x](architecture.md#no-such-heading), [y](#nowhere).', // line 4
      '![sign-in](screenshots/sign-in.png)',
      '![old](screenshots/sign-in.png) ![never](screenshots/never-written.png)', // line 6
      'In code it is not a link: `[x](missing.md)`',
      '```',
      '[also not](missing.md)',
      '```',
      '[up](../../outside.md) [web](https://example.com/missing.md)', // line 11
    ].join('\n');
    const read = (target: string) => (target === file ? probe : readIfThere(target));
    const problems = problemsOf(file, probe, read, new Set(['sign-in.png']));
    expect(problems).toEqual([
      'docs/probe.md:3  no-such-file.md: no such file',
      'docs/probe.md:4  architecture.md#no-such-heading: no heading with the anchor #no-such-heading',
      'docs/probe.md:4  #nowhere: no heading with the anchor #nowhere',
      'docs/probe.md:6  screenshots/never-written.png: no such file',
      'docs/probe.md:11  ../../outside.md: outside the repository',
    ]);
  });

  it('flags a picture whose file exists but that no end-to-end test writes any more', () => {
    const file = path.join(root, 'docs', 'probe.md');
    const probe = '![drafts](screenshots/drafts-home.png)';
    expect(problemsOf(file, probe, readIfThere, new Set(['sign-in.png']))).toEqual([
      'docs/probe.md:1  screenshots/drafts-home.png: no end-to-end test writes this screenshot',
    ]);
  });
});
