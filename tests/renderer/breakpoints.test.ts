// The widths scripts render by (renderer/ui/breakpoints.ts) are the stylesheet's own: if one
// drifted, a row would show the action buttons in the narrow layout (crowding it) or the menu in
// the wide one, or the worklist would place two-line rows at a one-line height.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { narrowWorklist, shortOfSpace } from '../../renderer/ui/breakpoints';

const stylesheet = path.resolve(import.meta.dirname, '../../renderer/styles.css');

/** The body of styles.css's `@media <query> { ... }` block, or undefined. */
async function mediaBlock(query: string): Promise<string | undefined> {
  const css = await readFile(stylesheet, 'utf8');
  const start = css.indexOf(`@media ${query} {`);
  return start < 0 ? undefined : css.slice(start, css.indexOf('\n}\n', start));
}

describe('the breakpoints scripts render by', () => {
  it('shortOfSpace is where styles.css narrows the drafts row', async () => {
    expect(await mediaBlock(shortOfSpace)).toMatch(/\.draft-row \{\s*grid-template-columns:/);
  });

  it('narrowWorklist is where styles.css wraps the worklist row', async () => {
    expect(await mediaBlock(narrowWorklist)).toMatch(/\.merchant-row \{/);
  });

  it('no stylesheet rule hides either layout of the row actions', async () => {
    const css = await readFile(stylesheet, 'utf8');
    expect(css).not.toMatch(/\.row-actions-(inline|menu) \{\s*display: none;/);
  });
});
