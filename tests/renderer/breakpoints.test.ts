// The widths and heights scripts render by (renderer/ui/breakpoints.ts, list-box.ts) are the
// stylesheet's own: if one drifted, a row would show the action buttons in the narrow layout
// (crowding it) or the menu in the wide one, the worklist would place two-line rows at a one-line
// height, or a list's first frame would miss rows at its bottom.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { narrowLists, narrowWorklist, shortOfSpace } from '../../renderer/ui/breakpoints';
import { draftListBox, merchantListBox, remPx } from '../../renderer/ui/list-box';

const stylesheet = path.resolve(import.meta.dirname, '../../renderer/styles.css');
const css = () => readFile(stylesheet, 'utf8');

/** The body of styles.css's `@media <query> { ... }` block, or undefined. */
function mediaBlock(text: string, query: string): string | undefined {
  const start = text.indexOf(`@media ${query} {`);
  return start < 0 ? undefined : text.slice(start, text.indexOf('\n}\n', start));
}

/** The declarations of the first rule whose selector list names `.className`, in `text`. */
function ruleOf(text: string, className: string): string | undefined {
  const match = new RegExp(`(?:^|\\n)\\s*[^{}]*\\.${className}\\b[^{}]*\\{([^}]*)\\}`).exec(text);
  return match?.[1];
}

describe('the breakpoints scripts render by', () => {
  it('shortOfSpace is where styles.css narrows the drafts row', async () => {
    expect(mediaBlock(await css(), shortOfSpace)).toMatch(
      /\.draft-row \{\s*grid-template-columns:/,
    );
  });

  it('narrowWorklist is where styles.css wraps the worklist row', async () => {
    expect(mediaBlock(await css(), narrowWorklist)).toMatch(/\.merchant-row \{/);
  });

  it('no stylesheet rule hides either layout of the row actions', async () => {
    expect(await css()).not.toMatch(/\.row-actions-(inline|menu) \{\s*display: none;/);
  });
});

describe('the list boxes a list first renders for', () => {
  it('measure in the root font size styles.css sets', async () => {
    expect(/:root \{[^}]*\n {2}font-size: (\d+)px;/.exec(await css())?.[1]).toBe(String(remPx));
  });

  for (const box of [draftListBox, merchantListBox]) {
    it(`${box.className}: the heights styles.css gives it, wide and narrow`, async () => {
      const text = await css();
      const outsideMedia = text.replace(/@media[^{]*\{(?:[^{}]*\{[^}]*\})*\s*\}/g, '');
      const narrowBlock = mediaBlock(text, narrowLists);
      for (const [rule, { belowRem, leastRem }] of [
        [ruleOf(outsideMedia, box.className), box.wide],
        [narrowBlock && ruleOf(narrowBlock, box.className), box.narrow],
      ] as const) {
        expect(rule, `no rule for .${box.className}`).toBeDefined();
        expect(rule).toContain(`height: calc(100vh - ${belowRem}rem);`);
        expect(rule).toContain(`min-height: ${leastRem}rem;`);
      }
    });
  }
});
