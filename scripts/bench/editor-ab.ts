// Two builds of the editor typed into by turns in one run: `npx tsx scripts/bench/editor-ab.ts
// <other-tree>`, where <other-tree> is another checkout of the repository (e.g. `git archive
// <commit> | tar -x -C .bench/ab-base`, with node_modules linked in). Not a bench (no targets):
// the way the notes in editor.bench.ts compare builds. On two cores shared with other work the
// same build's keystroke figures move by half between runs minutes apart, so one run of each
// build compares the machine's moments more than the builds. Here each build has its own host
// and its own Chromium, and ten rounds alternate between them (which goes first alternates too);
// each round types into a fresh owner's name and phone (untouched, as in the bench), into the
// previous round's name again (touched: validated as typed) and into a bare input in the same
// page beside owner 5's name. Prints keydown to next frame, p50 and p95 per build and field, and
// each build's ratio to its own bare input; and, from a performance trace of each page (CDP
// Tracing), the main thread's CPU time per keystroke in each kind of block (its thread time,
// which a busy machine stretches far less than the wall clock: the steadier comparison).
import path from 'node:path';
import { type Browser, type CDPSession, type Page } from '@playwright/test';
import { build } from 'vite';
import { bigPayload, ipc, unfoldEveryRow, bareInPage } from './big-application';
import { percentile, round } from './report';
import { startBrowserMode } from '../../tests/e2e/browser-host-process';
import { launchBenchChromium } from './chromium';
import { collectTrace, type TraceEvent } from './trace-events';

const root = path.resolve(import.meta.dirname, '..', '..');
const otherTree = path.resolve(process.argv[2] ?? path.join(root, '.bench', 'ab-base'));
const rounds = 10;
const keysPerBlock = 25;

/** The editor bench's probe: keydown to the first task after the next animation frame. */
const paintProbe = `(() => {
  window.__keyToPaint = [];
  document.addEventListener('keydown', (event) => {
    const began = event.timeStamp;
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => window.__keyToPaint.push(performance.now() - began);
      channel.port2.postMessage(null);
    });
  }, true);
})()`;

type Block = 'bare' | 'text' | 'masked' | 'touched';

interface Tree {
  name: string;
  dir: string;
  browser?: Browser;
  page?: Page;
  cdp?: CDPSession;
  stop?: () => Promise<void>;
  samples: Record<Block, number[]>;
}

async function startTrace(tree: Tree): Promise<void> {
  tree.cdp = await tree.page!.context().newCDPSession(tree.page!);
  await tree.cdp.send('Tracing.start', {
    traceConfig: { includedCategories: ['toplevel', 'blink.user_timing', 'devtools.timeline'] },
    transferMode: 'ReportEvents',
  });
}

async function stopTrace(tree: Tree): Promise<TraceEvent[]> {
  return collectTrace(tree.cdp!);
}

/**
 * Main-thread CPU time (ms) per keystroke in each kind of block: the top-level tasks' thread
 * time between the block's two marks (`block:<kind>:<n>` start and end), over its keys.
 */
function cpuPerKey(events: TraceEvent[]): Record<string, number> {
  const main = events.find(
    (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  const onMain = (event: TraceEvent) => main && event.pid === main.pid && event.tid === main.tid;
  const tasks = events.filter(
    (event) => onMain(event) && event.ph === 'X' && event.name === 'ThreadControllerImpl::RunTask',
  );
  const marks = events
    .filter((event) => event.name.startsWith('block:'))
    .sort((a, b) => a.ts - b.ts);
  const totals: Record<string, number> = {};
  for (let index = 0; index + 1 < marks.length; index += 2) {
    const [start, end] = [marks[index]!, marks[index + 1]!];
    const kind = start.name.split(':')[1]!;
    const cpu = tasks
      .filter((task) => task.ts >= start.ts && task.ts <= end.ts)
      .reduce((sum, task) => sum + (task.tdur ?? task.dur ?? 0), 0);
    totals[kind] = (totals[kind] ?? 0) + cpu / 1000 / keysPerBlock;
  }
  const perKind: Record<string, number> = {};
  for (const [kind, sum] of Object.entries(totals)) {
    const count = marks.filter(
      (mark, index) => index % 2 === 0 && mark.name.split(':')[1] === kind,
    ).length;
    perKind[kind] = round(sum / count, 2);
  }
  return perKind;
}

async function openEditor(tree: Tree): Promise<void> {
  await build({
    configFile: path.join(tree.dir, 'vite.renderer.config.ts'),
    logLevel: 'warn',
  });
  // Each build's own host: tsx runs that tree's electron/browser/cli.ts (the tsx of this one).
  const app = await startBrowserMode({ tree: tree.dir });
  tree.stop = () => app.stop();
  tree.browser = await launchBenchChromium();
  const page = await tree.browser.newPage({ viewport: { width: 1280, height: 900 } });
  tree.page = page;
  await page.goto(app.launchUrl);
  const draft = await ipc<{ id: string }>(page, 'drafts:create', {
    variant: 'full',
    payload: bigPayload(),
  });
  await page.evaluate(`location.hash = '#/drafts/${draft.id}'`);
  await page.locator('#field-fundingAccount-0-name').waitFor();
  await unfoldEveryRow(page);
  await page.evaluate(paintProbe);
  await page.evaluate(bareInPage);
}

async function type(page: Page, kind: Block, inputId: string): Promise<number[]> {
  await page.evaluate('window.__keyToPaint = []');
  await page.locator(`#${inputId}`).click();
  // From the click's end to the block's last follow-up (autosave's pause is 700 ms): the
  // block's CPU time holds what its keys caused, the checklist, duplicates and saves included.
  await page.evaluate(`performance.mark('block:${kind}:start')`);
  for (let index = 0; index < keysPerBlock; index += 1)
    await page.keyboard.press(index % 12 === 11 ? 'Backspace' : String(index % 10));
  await page.waitForTimeout(900);
  await page.evaluate(`performance.mark('block:${kind}:end')`);
  return (await page.evaluate('window.__keyToPaint')) as number[];
}

const trees: Tree[] = [
  { name: path.basename(otherTree), dir: otherTree, samples: emptySamples() },
  { name: 'this tree', dir: root, samples: emptySamples() },
];

function emptySamples(): Tree['samples'] {
  return { bare: [], text: [], masked: [], touched: [] };
}

try {
  for (const tree of trees) await openEditor(tree);
  for (const tree of trees) await startTrace(tree);
  for (let index = 0; index < rounds; index += 1) {
    const order = index % 2 === 0 ? trees : [...trees].reverse();
    for (const tree of order) {
      const page = tree.page!;
      tree.samples.bare.push(...(await type(page, 'bare', 'bench-bare')));
      tree.samples.text.push(...(await type(page, 'text', `field-owner-${index}-name`)));
      tree.samples.masked.push(...(await type(page, 'masked', `field-owner-${index}-phone`)));
      if (index > 0)
        tree.samples.touched.push(
          ...(await type(page, 'touched', `field-owner-${index - 1}-name`)),
        );
    }
  }
  const cpu = new Map<Tree, Record<string, number>>();
  for (const tree of trees) cpu.set(tree, cpuPerKey(await stopTrace(tree)));
  for (const tree of trees) {
    const { bare, text, masked, touched } = tree.samples;
    const editor = [...text, ...masked];
    const line = (label: string, samples: number[]) =>
      `  ${label.padEnd(34)} p50 ${String(round(percentile(samples, 50), 1)).padStart(6)}  p95 ${String(round(percentile(samples, 95), 1)).padStart(6)}  (${samples.length})`;
    console.log(`\n${tree.name}`);
    console.log(line('bare input in the page', bare));
    console.log(line('editor (text + masked)', editor));
    console.log(line('text field', text));
    console.log(line('masked field', masked));
    console.log(line('text field typed again (touched)', touched));
    console.log(
      `  main-thread CPU per key (ms), keys and what followed them: ${JSON.stringify(cpu.get(tree))}`,
    );
    console.log(
      `  editor / bare: p50 ${round(percentile(editor, 50) / percentile(bare, 50))}x, p95 ${round(percentile(editor, 95) / percentile(bare, 95))}x; touched / bare: p50 ${round(percentile(touched, 50) / percentile(bare, 50))}x, p95 ${round(percentile(touched, 95) / percentile(bare, 95))}x`,
    );
  }
} finally {
  for (const tree of trees) {
    await tree.browser?.close();
    await tree.stop?.();
  }
}
