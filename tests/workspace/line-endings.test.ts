// .gitattributes keeps every text file LF in the repository and in every working copy, and the
// picture and archive types binary (decisions 78): a Windows clone with core.autocrlf=true would
// otherwise check out CRLF and fail `prettier --check`. Read from git itself, so a file added with
// CRLF, or a binary type git would convert, fails here on any OS.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const isGitCheckout = existsSync(path.join(root, '.git'));
const binaryTypes = ['png', 'ico', 'icns', 'pdf', 'woff2', 'ttf', 'zip'];

function git(...args: string[]): string {
  return execFileSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
}

describe.skipIf(!isGitCheckout)('line endings', () => {
  it('every tracked text file is LF in the index, and checks out as LF', () => {
    const rows = git('ls-files', '--eol').trim().split('\n');
    // "i/lf    w/lf    attr/text=auto eol=lf \tpath": the index's ending, then the attributes.
    const odd = rows.filter(
      (row) => !/^i\/(lf|-text)\s+\S*\s+attr\/(text=auto eol=lf|-text)\s*\t/.test(row),
    );
    expect(odd).toEqual([]);
  });

  it('each picture, font and archive type is binary, never converted', () => {
    const sample = binaryTypes.map((type) => `sample.${type}`);
    const answers = git('check-attr', 'text', 'eol', '--', ...sample)
      .trim()
      .split('\n');
    for (const type of binaryTypes) {
      expect(answers, type).toContain(`sample.${type}: text: unset`);
    }
    expect(git('check-attr', 'eol', '--', 'any.ts').trim()).toBe('any.ts: eol: lf');
  });
});
