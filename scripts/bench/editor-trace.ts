// Where an editor keystroke's frame goes: `npx tsx scripts/bench/editor-trace.ts [out-dir]`.
// Not a bench (no figures, no targets): a tool behind the notes in editor.bench.ts. Builds the
// renderer unminified (function names in the profile), opens the bench's 10-owner draft with
// every row shown, and types into an owner's name and phone at a typist's pace while Chromium
// records a performance trace (Tracing domain) and a CPU profile (Profiler domain) through
// Playwright's CDP session. Writes trace.json and keys.cpuprofile (open both in Chromium's
// performance panel) and prints the main thread's time by event name for the typed span.
// Settings (environment): FIELDS, the inputs typed into, as selectors separated by commas
// (default the name and phone of owner 5 and 8; `#bare` is a bare input, `input[role=combobox]`
// the category search); KEYS a field (60); KEY_GAP_MS between keys (120, a typist's pace);
// FIELD_PAUSE_MS after each field's keys (0), for what follows a field (autosave, the checklist);
// BESIDE=1 puts the bare input beside owner 5's name; TOUCHED=1 leaves each field once before
// the recording, so it is typed as a touched field (validated as typed, react-hook-form's
// onTouched mode); RULE, one CSS rule to try; INVALIDATIONS=1 records what invalidated style and
// layout.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'vite';
import { startBrowserMode } from '../../tests/e2e/browser-host-process';
import { bigPayload, ipc, unfoldEveryRow } from './big-application';
import { launchBenchChromium } from './chromium';
import { collectTrace, threadSelfTimes, type TraceEvent } from './trace-events';

const root = path.resolve(import.meta.dirname, '..', '..');
const outDir = path.resolve(process.argv[2] ?? path.join(root, '.bench', 'trace'));
const keyGapMs = Number(process.env.KEY_GAP_MS ?? 120);
const keys = Number(process.env.KEYS ?? 60);
const fieldPauseMs = Number(process.env.FIELD_PAUSE_MS ?? 0);

/** Self time by event name on the renderer's main thread, complete events only. */
function mainThreadTotals(events: TraceEvent[]): [string, number, number][] {
  const main = events.find(
    (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  if (!main) return [];
  const { totals } = threadSelfTimes(events, main, (event) => {
    const type = event.args?.data?.type;
    return type ? `${event.name}:${type}` : event.name;
  });
  return [...totals.entries()]
    .map(([name, { self, count }]): [string, number, number] => [name, self / 1000, count])
    .sort((a, b) => b[1] - a[1]);
}

await build({
  configFile: path.join(root, 'vite.renderer.config.ts'),
  logLevel: 'warn',
  build: { minify: false },
});
await mkdir(outDir, { recursive: true });
const app = await startBrowserMode();
const browser = await launchBenchChromium();
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(app.launchUrl);
  const draft = await ipc<{ id: string }>(page, 'drafts:create', {
    variant: 'full',
    payload: bigPayload(),
  });
  await page.evaluate(`location.hash = '#/drafts/${draft.id}'`);
  await page.locator('#field-fundingAccount-0-name').waitFor();
  await unfoldEveryRow(page);
  // An experiment's rule, added through the CSSOM (the page's CSP refuses a <style> element).
  if (process.env.RULE)
    await page.evaluate(`document.styleSheets[0].insertRule(${JSON.stringify(process.env.RULE)})`);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Tracing.start', {
    traceConfig: {
      includedCategories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'disabled-by-default-devtools.timeline.frame',
        'blink.user_timing',
        'v8.execute',
        'toplevel',
        'cc',
        'viz',
        ...(process.env.INVALIDATIONS
          ? ['disabled-by-default-devtools.timeline.invalidationTracking']
          : []),
      ],
    },
    transferMode: 'ReportEvents',
  });
  // A bare input (#bare, outside React): beside owner 5's name with BESIDE=1, as the bench has
  // it, else at the end of the page.
  await page.evaluate(`(() => {
    const isBeside = ${JSON.stringify(process.env.BESIDE === '1')};
    const label = document.createElement('label');
    label.textContent = 'Bare ';
    const input = document.createElement('input');
    input.id = 'bare';
    label.append(input);
    const beside = document.getElementById('field-owner-4-name')?.closest('.field');
    if (isBeside && beside) beside.after(label);
    else document.body.append(label);
  })()`);
  const fields = (process.env.FIELDS ?? '#field-owner-4-name,#field-owner-7-phone').split(',');
  if (process.env.TOUCHED === '1') {
    for (const field of fields) {
      await page.locator(field).click();
      await page.keyboard.press('Tab');
    }
    await page.waitForTimeout(500);
  }
  await cdp.send('Profiler.start');
  for (const field of fields) {
    await page.locator(field).click();
    for (let index = 0; index < keys; index += 1) {
      await page.keyboard.press(index % 12 === 11 ? 'Backspace' : String(index % 10));
      await page.waitForTimeout(keyGapMs);
    }
    await page.waitForTimeout(fieldPauseMs);
  }
  await page.waitForTimeout(1000);
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: unknown };
  const events = await collectTrace(cdp);
  await writeFile(path.join(outDir, 'keys.cpuprofile'), JSON.stringify(profile));
  await writeFile(path.join(outDir, 'trace.json'), JSON.stringify({ traceEvents: events }));
  console.log(`main thread self time over ${2 * keys} keys (ms, count):`);
  for (const [name, ms, count] of mainThreadTotals(events).slice(0, 30))
    console.log(`  ${name.padEnd(48)} ${ms.toFixed(1).padStart(9)} ${String(count).padStart(6)}`);
  console.log(`written to ${outDir}`);
} finally {
  await browser.close();
  await app.stop();
}
