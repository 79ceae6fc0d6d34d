// Where the drafts home's cold load goes, against the stack's floor: `npx tsx
// scripts/bench/workspace-trace.ts [loads]`. Not a bench (no targets): the tool behind the cold
// load's notes in workspace.bench.ts. Builds the renderer (MINIFY=0 keeps function names) and the
// floor page, seeds 10,000 drafts, and loads the app and the floor in turn (the bench's host,
// session and cache-off pages), each with a performance trace. Per page it prints medians of:
// when each file arrived, each request to main was sent and answered (the page's WebSocket,
// wrapped by an init script), the first row was in the DOM, and the renderer main thread's time
// by trace event before that row (self time, so a task's parts add up to it), and its idle time.
import { cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext } from '@playwright/test';
import { build } from 'vite';
import { seedDrafts } from '../../tests/e2e/support/seed-drafts';
import { launchBenchChromium } from './chromium';
import { percentile, round } from './report';
import { collectTrace, threadSelfTimes, type TraceEvent } from './trace-events';
import { buildFloorPage } from './floor-page';
import { openSession, startHost, type Host } from './workspace.bench';

const root = path.resolve(import.meta.dirname, '..', '..');
const loads = Number(process.argv[2] ?? 7);

/** In the page before any of its scripts: the first row's time and the socket's traffic. */
const pageProbe = `(() => {
  const marks = (window.__marks = []);
  const seen = new Set();
  // The first time of each: the early requests, not the whole list asked for after the rows.
  const mark = (what) => { if (!seen.has(what)) { seen.add(what); marks.push([what, performance.now()]); } };
  new MutationObserver((_, observer) => {
    if (document.querySelector('.draft-list li')) {
      mark('first row');
      observer.disconnect();
      // The frame that shows it: the first task after that frame's style, layout and paint.
      requestAnimationFrame(() => setTimeout(() => mark('row painted')));
    }
  }).observe(document, { childList: true, subtree: true });
  const Native = window.WebSocket;
  window.WebSocket = class extends Native {
    constructor(...args) {
      super(...args);
      mark('socket created');
      this.addEventListener('open', () => mark('socket open'));
      const channels = new Map();
      const send = this.send.bind(this);
      this.send = (data) => {
        try { const m = JSON.parse(data); channels.set(m.id, m.channel); mark('sent ' + m.channel); } catch {}
        send(data);
      };
      this.addEventListener('message', (event) => {
        try { const m = JSON.parse(event.data); if ('id' in m) mark('answer ' + channels.get(m.id)); } catch {}
      });
    }
  };
})();`;

/**
 * Self time by event name on the page's main thread between its navigation start and `untilUs`
 * (trace clock), and the thread's idle time in that span.
 */
function mainThread(
  events: TraceEvent[],
  main: { pid: number; tid: number },
  fromUs: number,
  untilUs: number,
): Map<string, number> {
  const keyOf = (event: TraceEvent) =>
    event.name === 'EvaluateScript' || event.name === 'v8.compile'
      ? `${event.name} ${path.basename(event.args?.data?.url ?? '')}`
      : event.name;
  const { totals, topLevel } = threadSelfTimes(events, main, keyOf, fromUs, untilUs);
  const ms = new Map([...totals].map(([key, { self }]) => [key, self / 1000]));
  ms.set('(busy, top-level tasks)', topLevel / 1000);
  ms.set('(idle)', (untilUs - fromUs - topLevel) / 1000);
  return ms;
}

interface Load {
  marks: Map<string, number>;
  files: Map<string, number>;
  thread: Map<string, number>;
  /** Self time by function in the span looked into (PROFILE=1). */
  functions: Map<string, number>;
}

interface Profile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
    children?: number[];
  }[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/**
 * Self time by function (name, file and line) of the samples taken between two trace times, and
 * with INCLUSIVE=1 the time of the React components (capitalised names) with what they called.
 */
function selfTimes(profile: Profile, fromUs: number, untilUs: number): Map<string, number> {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parents.set(child, node.id);
  const keyOf = (id: number) => {
    const frame = nodes.get(id)!;
    return `${frame.functionName || '(anonymous)'} ${path.basename(frame.url)}:${frame.lineNumber + 1}`;
  };
  const inclusive = process.env.INCLUSIVE === '1';
  const totals = new Map<string, number>();
  let at = profile.startTime;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    at += delta;
    if (at < fromUs || at > untilUs) return;
    const ms = (profile.timeDeltas[index + 1] ?? delta) / 1000;
    if (!inclusive) {
      totals.set(keyOf(id), (totals.get(keyOf(id)) ?? 0) + ms);
      return;
    }
    const seen = new Set<string>();
    for (let node: number | undefined = id; node !== undefined; node = parents.get(node)) {
      const key = keyOf(node);
      if (!/^[A-Z]/.test(key) || seen.has(key)) continue;
      seen.add(key);
      totals.set(key, (totals.get(key) ?? 0) + ms);
    }
  });
  return totals;
}

async function tracedLoad(context: BrowserContext, host: Host, route: string): Promise<Load> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  // TRACE=0: the in-page marks alone, without the trace's own cost (on 7 December, rows painted
  // ~1000 ms traced against ~990 untraced for the app, 704 against 677 for the floor).
  const tracing = process.env.TRACE !== '0';
  if (tracing)
    await cdp.send('Tracing.start', {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8',
        'v8.execute',
        'blink.user_timing',
        '__metadata',
      ].join(','),
      transferMode: 'ReportEvents',
    });
  const profiling = process.env.PROFILE === '1';
  if (profiling) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  await page.goto(`${host.origin}/${route}`);
  await page.locator('.draft-list li').first().waitFor({ state: 'visible' });
  await page.waitForFunction(`window.__marks.some(([what]) => what === 'row painted')`);
  const profile = profiling
    ? ((await cdp.send('Profiler.stop')) as unknown as { profile: Profile }).profile
    : undefined;
  // Page source as text: this file is typed for Node, without the DOM's names.
  const inPage = (await page.evaluate(`({
    marks: [
      ...window.__marks,
      ...performance.getEntriesByType('mark').map((entry) => [entry.name, entry.startTime]),
    ],
    files: performance.getEntriesByType('resource').map((entry) => [entry.name, entry.responseEnd]),
  })`)) as { marks: [string, number][]; files: [string, number][] };
  const events = tracing ? await collectTrace(cdp) : [];
  // The trace's clock to the page's: the navigation's start in both. Its event also names the
  // page's renderer main thread (a new page starts at about:blank, in another).
  const navigation = events
    .filter(
      (event) =>
        event.name === 'navigationStart' &&
        event.args?.data?.documentLoaderURL?.startsWith(host.origin) === true,
    )
    .at(-1);
  const marks = new Map(inPage.marks);
  const firstRow = marks.get('first row') ?? 0;
  const startUs = navigation?.ts ?? 0;
  // The span looked into: FROM and TO name two marks (default: the navigation, the first row).
  const from = process.env.FROM === undefined ? 0 : (marks.get(process.env.FROM) ?? 0);
  const to = marks.get(process.env.TO ?? 'first row') ?? firstRow;
  const thread = navigation
    ? mainThread(events, navigation, startUs + from * 1000, startUs + to * 1000)
    : new Map<string, number>();
  const functions = profile
    ? selfTimes(profile, startUs + from * 1000, startUs + to * 1000)
    : new Map<string, number>();
  // Let the app read its whole list before the next load (the bench's fix of the measure); the
  // floor asks for nothing more, and has no such line to wait 30 s for.
  if (!route.startsWith('floor'))
    await page
      .getByRole('status')
      .filter({ hasText: /applications shown$/ })
      .waitFor({ state: 'visible', timeout: 30_000 })
      .catch(() => undefined);
  await page.close();
  const files = new Map(
    inPage.files.map(([name, end]) => [path.basename(new URL(name).pathname) || '/', end]),
  );
  return { marks, files, thread, functions };
}

function medians(loads: Map<string, number>[]): [string, number][] {
  const keys = new Set(loads.flatMap((load) => [...load.keys()]));
  return [...keys]
    .map((key): [string, number] => [
      key,
      round(
        percentile(
          loads.map((load) => load.get(key) ?? 0),
          50,
        ),
        1,
      ),
    ])
    .sort((a, b) => b[1] - a[1]);
}

function report(name: string, results: Load[]): void {
  console.log(`\n== ${name} (${results.length} loads, medians, ms)`);
  console.log(
    'in the page:',
    Object.fromEntries(medians(results.map((r) => r.marks)).sort((a, b) => a[1] - b[1])),
  );
  if (process.env.EACH === '1')
    for (const result of results)
      console.log(
        '  one load:',
        [...result.marks]
          .sort((a, b) => a[1] - b[1])
          .map(([what, at]) => `${Math.round(at)} ${what}`)
          .join(' | '),
      );
  console.log(
    'files in:',
    Object.fromEntries(medians(results.map((r) => r.files)).sort((a, b) => a[1] - b[1])),
  );
  // A trace now and then lacks the page's navigation event (two to four loads of eleven, seen):
  // those loads have no thread figures, and are left out of these medians, not counted as zeros.
  const traced = results.filter((r) => r.thread.size > 0);
  console.log(
    `main thread, ${process.env.FROM ?? 'navigation'} to ${process.env.TO ?? 'first row'} (${traced.length} loads):`,
  );
  for (const [key, value] of medians(traced.map((r) => r.thread)).slice(0, 24))
    console.log(`  ${value.toFixed(1).padStart(7)}  ${key}`);
  if (process.env.PROFILE !== '1') return;
  const sums = new Map<string, number>();
  for (const { functions } of results)
    for (const [key, value] of functions)
      sums.set(key, (sums.get(key) ?? 0) + value / results.length);
  const total = [...sums.values()].reduce((a, b) => a + b, 0);
  console.log(
    `functions, ${process.env.FROM ?? 'navigation'} to ${process.env.TO ?? 'first row'} (mean self ms; ${total.toFixed(1)} in all):`,
  );
  for (const [key, value] of [...sums].sort((a, b) => b[1] - a[1]).slice(0, 40))
    console.log(`  ${value.toFixed(1).padStart(7)}  ${key}`);
}

const work = await mkdtemp(path.join(os.tmpdir(), 'boarding-workspace-trace-'));
const browser = await launchBenchChromium();
let host: Host | undefined;
try {
  const rendererDir = path.join(work, 'renderer');
  await build({
    configFile: path.join(root, 'vite.renderer.config.ts'),
    logLevel: 'warn',
    build: { outDir: rendererDir, minify: process.env.MINIFY !== '0' },
  });
  const servedDir = path.join(work, 'served');
  await cp(rendererDir, servedDir, { recursive: true });
  // FLOOR_NAMES=1: the floor of names and dates the bench used until 7 December, loaded too.
  const withNames = process.env.FLOOR_NAMES === '1';
  await buildFloorPage(servedDir, withNames ? ['app', 'names'] : ['app']);
  // BASE_TREE: other checkouts' renderers beside this one (paths separated by commas), each in
  // old-<n>/ of the same served folder (their asset paths are relative), loaded in turn with the
  // app and the floor: a same-run A/B (or A/B/C...).
  const baseTrees = (process.env.BASE_TREE ?? '').split(',').filter((tree) => tree !== '');
  for (const [index, tree] of baseTrees.entries())
    await build({
      configFile: path.join(tree, 'vite.renderer.config.ts'),
      logLevel: 'warn',
      build: { outDir: path.join(servedDir, `old-${index}`), minify: process.env.MINIFY !== '0' },
    });
  const dataDir = path.join(work, 'data');
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  await seedDrafts(dataDir, 10_000);
  host = await startHost(servedDir, dataDir);
  const context = await openSession(browser, host);
  await context.addInitScript(pageProbe);
  const app: Load[] = [];
  const floor: Load[] = [];
  const namesFloor: Load[] = [];
  const old: Load[][] = baseTrees.map(() => []);
  await tracedLoad(context, host, '#/drafts'); // warm the host once
  for (let run = 0; run < loads; run++) {
    app.push(await tracedLoad(context, host, '#/drafts'));
    for (const [index, loadsOfTree] of old.entries())
      loadsOfTree.push(await tracedLoad(context, host, `old-${index}/index.html#/drafts`));
    floor.push(await tracedLoad(context, host, 'floor/index.html#/drafts'));
    if (withNames)
      namesFloor.push(await tracedLoad(context, host, 'floor-names/index.html#/drafts'));
  }
  report('app', app);
  for (const [index, tree] of baseTrees.entries()) report(`app built from ${tree}`, old[index]!);
  report('floor', floor);
  if (withNames) report('floor of names and dates (until 7 December)', namesFloor);
  console.log(
    `\nload average: ${os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}`,
  );
} finally {
  await host?.close().catch(() => undefined);
  await browser.close();
  await rm(work, { recursive: true, force: true });
}
