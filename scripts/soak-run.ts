// The soak (decisions 9, 10: an application reaches the service exactly once): N applications
// through the outbox of a real browser-mode host, driven over its HTTP IPC exactly as the
// renderer drives it (drafts:create, drafts:save with a valid payload, outbox:enqueue), against
// the built-in sandbox with its faults on (500s, 429s, connections dropped after the merchant was
// stored, latency). The host is SIGKILLed a few times mid-run and restarted on the same data
// folder. At the end the sandbox's merchants and the host's record of every POST are compared
// with what was queued. Everything is bounded: a deadline for the whole run, a timeout on every
// call and start. Used by `npm run soak` (scripts/soak.ts) and, tiny, by its test.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { validFullPayload } from '../tests/fixtures/merchant';
import { killAllSoakHosts, startSoakHost, type SoakHost } from './soak-host';
import { postsAfterCreated, type PostEvent } from './soak-verdict';

export interface SoakOptions {
  applications: number;
  kills: number;
  /** The whole run stops here, finished or not (what is unfinished is reported as lost). */
  deadlineMs: number;
  /** Every n-th application carries the sandbox's [reject] marker: it must end rejected. */
  rejectEvery?: number;
  faults?: Record<string, unknown>;
  log?: (line: string) => void;
}

export interface SoakFigures {
  applications: number;
  expectedRejected: number;
  kills: number;
  /** Merchant POSTs the host sent, and how the sandbox answered them. */
  posts: number;
  answered201: number;
  answered409: number;
  /** POSTs for a referenceId already answered 201: a resend, whatever the sandbox answered. */
  postsAfterCreated: number;
  answered400: number;
  answeredOther: number;
  /** POSTs whose answer never arrived (connection dropped, or the host was killed meanwhile). */
  unanswered: number;
  merchantsAtSandbox: number;
  /** Applications with more than one merchant, or more than one 201, at the sandbox. */
  duplicates: number;
  /** Applications that did not end as their marker says (submitted once, or rejected). */
  lost: number;
  rssWarmMb: number;
  rssEndMb: number;
  rssGrowthPercent: number;
  durationSeconds: number;
  isFinished: boolean;
}

/** The sandbox's faults for the soak: every kind on, at rates the retry policy rides through. */
export const soakFaults = {
  latencyMs: 5,
  serverErrorRate: 0.1,
  rateLimitRate: 0.05,
  retryAfterSeconds: 1,
  dropAfterStoreRate: 0.05,
};

interface Application {
  legalName: string;
  expectReject: boolean;
  draftId?: string;
  referenceId?: string;
  isQueued: boolean;
}

interface Draft {
  id: string;
  referenceId: string;
  lifecycle: string;
}

const producers = 4;
const pollMs = 500;
const authTimeoutMs = 30_000;

export async function runSoak(options: SoakOptions): Promise<SoakFigures> {
  const log = options.log ?? (() => undefined);
  const startedAt = performance.now();
  const deadline = Date.now() + options.deadlineMs;
  const isLate = () => Date.now() > deadline;
  const root = await mkdtemp(path.join(os.tmpdir(), 'boarding-soak-'));
  const rendererDir = path.join(root, 'renderer');
  const dataDir = path.join(root, 'data');
  const eventsFile = path.join(root, 'posts.jsonl');
  await mkdir(rendererDir);
  // As the browser-mode entry makes it: private to this user (the key file is refused otherwise).
  await mkdir(dataDir, { mode: 0o700 });
  await writeFile(path.join(rendererDir, 'index.html'), '<!doctype html><title>Soak</title>');
  await writeFile(eventsFile, '');
  const faults = options.faults ?? soakFaults;
  const rejectEvery = options.rejectEvery ?? 20;
  const apps: Application[] = Array.from({ length: options.applications }, (_, i) => {
    const expectReject = (i + 1) % rejectEvery === 0;
    const number = String(i + 1).padStart(5, '0');
    return {
      legalName: `Soak Shop ${number}${expectReject ? ' [reject]' : ''} LLC`,
      expectReject,
      isQueued: false,
    };
  });

  let host: SoakHost | undefined;
  let ready: Promise<SoakHost>;
  let incarnation = 0;
  let kills = 0;
  const rssSamples: { incarnation: number; finished: number; rss: number }[] = [];
  const launch = async () => {
    const started = await startSoakHost({ rendererDir, dataDir, eventsFile, faults });
    try {
      await signIn(started, deadline);
    } catch (error) {
      // A host that never signed in is nobody's to stop later: killed here.
      await started.kill();
      throw error;
    }
    incarnation += 1;
    host = started;
    log(`host ${incarnation} up (pid ${started.pid})`);
    return started;
  };

  try {
    ready = launch();
    await ready;
    // Progress as the sandbox answered it: applications with a final answer (201 or 400).
    let finished = 0;
    const refreshProgress = async () => {
      finished = finishedCount(await readEvents(eventsFile));
    };

    const work = apps.map((app) => app);
    const producer = async () => {
      for (let app = work.shift(); app !== undefined; app = work.shift()) {
        let tries = 0;
        while (!app.isQueued && !isLate() && tries < 50) {
          tries += 1;
          const current = await ready;
          try {
            await queueApplication(current, app, tries > 1);
          } catch {
            // The host was killed under the call: wait for the next one, then pick up from disk.
            await delay(100);
          }
        }
      }
    };

    const killer = async () => {
      // Kills spread over the first 70% of the work, so the last host runs long after warm-up.
      for (let k = 1; k <= options.kills && !isLate(); k += 1) {
        const threshold = Math.ceil(((k * 0.7) / (options.kills + 1)) * options.applications);
        while (finished < threshold && !isLate()) {
          await delay(100);
          await refreshProgress();
        }
        if (isLate()) return;
        const victim = host!;
        host = undefined;
        ready = (async () => {
          await victim.kill();
          kills += 1;
          log(`host killed (SIGKILL) with ${finished} applications finished`);
          return launch();
        })();
        await ready;
      }
    };

    const sampler = async (isDone: () => boolean) => {
      while (!isDone() && !isLate()) {
        const current = host;
        const rss = await current?.rss();
        if (rss !== undefined && current === host) rssSamples.push({ incarnation, finished, rss });
        await delay(pollMs);
      }
    };

    let isDriving = true;
    const samplerDone = sampler(() => !isDriving);
    await Promise.all([...Array.from({ length: producers }, producer), killer()]);
    log(`all ${apps.filter((app) => app.isQueued).length} applications queued`);

    // Wait for the outbox to finish: every queued application submitted or rejected.
    const final = new Set(['submitted', 'rejected']);
    let lifecycles = new Map<string, string>();
    while (!isLate()) {
      await refreshProgress();
      try {
        lifecycles = await lifecyclesOf(await ready);
      } catch {
        // A call that timed out on a busy host: asked again on the next turn, until the deadline.
        await delay(pollMs);
        continue;
      }
      const open = apps.filter((app) => !final.has(lifecycles.get(app.draftId ?? '') ?? ''));
      if (open.length === 0) break;
      await delay(pollMs);
    }
    isDriving = false;
    await samplerDone;

    const current = await ready;
    const merchants = await merchantsAt(current);
    await current.stop();
    const events = await readEvents(eventsFile);
    return figuresOf({
      apps,
      lifecycles,
      merchants,
      events,
      kills,
      rssSamples,
      incarnation,
      durationSeconds: (performance.now() - startedAt) / 1000,
      isFinished: !isLate(),
    });
  } finally {
    await host?.kill();
    // Every host this run started, whatever state it was left in (a failed start, a sign-in that
    // threw, a launch still under way when the run failed).
    await killAllSoakHosts();
    await rm(root, { recursive: true, force: true });
  }
}

/** Signs the host's session in to the built-in sandbox through its real authorization page. */
async function signIn(host: SoakHost, deadline: number): Promise<void> {
  const until = Math.min(deadline, Date.now() + authTimeoutMs);
  let status = await host.ipc<{ state: string; authorizeUrl?: string }>('auth:status');
  if (status.value?.state === 'signed-in') return;
  // auth:start answers when the handshake ends, after the authorization below: not awaited here.
  const starting = host.ipc('auth:start', {}).catch(() => undefined);
  while (status.value?.authorizeUrl === undefined && Date.now() < until) {
    await delay(100);
    status = await host.ipc('auth:status');
  }
  const authorizeUrl = status.value?.authorizeUrl;
  if (authorizeUrl === undefined)
    throw new Error(`sign-in never reached the authorization page: ${JSON.stringify(status)}`);
  const page = new URL(authorizeUrl);
  const decided = await fetch(`${page.origin}${page.pathname}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      oauth_token: page.searchParams.get('oauth_token') ?? '',
      decision: 'authorize',
    }).toString(),
    redirect: 'manual',
    signal: AbortSignal.timeout(authTimeoutMs),
  });
  const callback = decided.headers.get('location');
  if (callback === null) throw new Error(`authorization answered ${decided.status}, no redirect`);
  await fetch(callback, { signal: AbortSignal.timeout(authTimeoutMs) });
  await starting;
  while (Date.now() < until) {
    status = await host.ipc('auth:status');
    if (status.value?.state === 'signed-in') return;
    await delay(100);
  }
  throw new Error(`not signed in: ${JSON.stringify(status.value?.state)}`);
}

/**
 * create, save, enqueue: the renderer's calls. After a failed try (`fromDisk`), first finds what
 * the killed host already kept: the draft by its unique name, and how far it got.
 */
async function queueApplication(host: SoakHost, app: Application, fromDisk: boolean) {
  const { referenceId: _fixed, ...payload } = validFullPayload({
    legalName: app.legalName,
    taxName: app.legalName,
  });
  let lifecycle = 'draft';
  if (fromDisk && app.draftId === undefined) {
    const found = await host.ipc<{ items: { id: string }[] }>('drafts:list', {
      search: app.legalName,
      limit: 2,
    });
    app.draftId = found.value?.items[0]?.id;
  }
  if (app.draftId === undefined) {
    const created = await host.ipc<Draft>('drafts:create', {
      payload: { legalName: app.legalName },
    });
    if (!created.ok) throw new Error(`create refused: ${created.error?.code}`);
    app.draftId = created.value!.id;
    app.referenceId = created.value!.referenceId;
  } else if (fromDisk) {
    const draft = await host.ipc<Draft>('drafts:get', { id: app.draftId });
    if (!draft.ok) throw new Error(`get refused: ${draft.error?.code}`);
    app.referenceId = draft.value!.referenceId;
    lifecycle = draft.value!.lifecycle;
  }
  if (lifecycle === 'draft') {
    const saved = await host.ipc<{ lifecycle: string }>('drafts:save', {
      id: app.draftId,
      payload,
    });
    if (!saved.ok) throw new Error(`save refused: ${saved.error?.code}`);
    lifecycle = saved.value!.lifecycle;
  }
  if (lifecycle === 'ready') {
    const queued = await host.ipc('outbox:enqueue', { draftId: app.draftId });
    if (!queued.ok) throw new Error(`enqueue refused: ${queued.error?.code}`);
  }
  app.isQueued = true;
}

async function lifecyclesOf(host: SoakHost): Promise<Map<string, string>> {
  const listed = await host.ipc<{ items: { id: string; lifecycle: string }[] }>('drafts:list', {
    limit: 10_000,
  });
  return new Map((listed.value?.items ?? []).map((item) => [item.id, item.lifecycle]));
}

async function merchantsAt(host: SoakHost): Promise<{ referenceId?: string }[]> {
  const url = host.sandboxUrl();
  if (url === undefined) return [];
  const response = await fetch(`${url}/sandbox/admin/merchants`, {
    signal: AbortSignal.timeout(30_000),
  });
  return (await response.json()) as { referenceId?: string }[];
}

async function readEvents(file: string): Promise<PostEvent[]> {
  const text = await readFile(file, 'utf8');
  // A kill can cut the last line short: a line that does not parse was never a whole record.
  return text.split('\n').flatMap((line) => {
    try {
      return line === '' ? [] : [JSON.parse(line) as PostEvent];
    } catch {
      return [];
    }
  });
}

function finishedCount(events: PostEvent[]): number {
  const done = new Set<string>();
  for (const event of events)
    if (event.event === 'answer' && (event.status === 201 || event.status === 400))
      done.add(event.referenceId);
  return done.size;
}

function figuresOf(run: {
  apps: Application[];
  lifecycles: Map<string, string>;
  merchants: { referenceId?: string }[];
  events: PostEvent[];
  kills: number;
  rssSamples: { incarnation: number; finished: number; rss: number }[];
  incarnation: number;
  durationSeconds: number;
  isFinished: boolean;
}): SoakFigures {
  const count = (filter: (event: PostEvent) => boolean) => run.events.filter(filter).length;
  const merchantsOf = new Map<string, number>();
  for (const merchant of run.merchants) {
    const id = merchant.referenceId ?? '';
    merchantsOf.set(id, (merchantsOf.get(id) ?? 0) + 1);
  }
  const createdOf = new Map<string, number>();
  for (const event of run.events)
    if (event.event === 'answer' && event.status === 201)
      createdOf.set(event.referenceId, (createdOf.get(event.referenceId) ?? 0) + 1);
  let duplicates = 0;
  let lost = 0;
  for (const app of run.apps) {
    const id = app.referenceId ?? '';
    const atSandbox = merchantsOf.get(id) ?? 0;
    if (atSandbox > 1 || (createdOf.get(id) ?? 0) > 1) duplicates += 1;
    const lifecycle = run.lifecycles.get(app.draftId ?? '');
    const isAsMarked = app.expectReject
      ? lifecycle === 'rejected' && atSandbox === 0
      : lifecycle === 'submitted' && atSandbox >= 1;
    if (!isAsMarked) lost += 1;
  }
  const rss = rssGrowth(run.rssSamples, run.incarnation, run.apps.length);
  return {
    applications: run.apps.length,
    expectedRejected: run.apps.filter((app) => app.expectReject).length,
    kills: run.kills,
    posts: count((event) => event.event === 'post'),
    answered201: count((event) => event.status === 201),
    answered409: count((event) => event.status === 409),
    postsAfterCreated: postsAfterCreated(run.events),
    answered400: count((event) => event.status === 400),
    answeredOther: count(
      (event) => event.event === 'answer' && ![201, 400, 409].includes(event.status ?? 0),
    ),
    unanswered:
      count((event) => event.event === 'post') - count((event) => event.event === 'answer'),
    merchantsAtSandbox: run.merchants.length,
    duplicates,
    lost,
    ...rss,
    durationSeconds: run.durationSeconds,
    isFinished: run.isFinished,
  };
}

/**
 * RSS growth of the last host (the one that ran longest, kills come early): the median of the
 * samples just after warm-up (a tenth of the applications finished since it started) against
 * the median of its last samples.
 */
function rssGrowth(
  samples: { incarnation: number; finished: number; rss: number }[],
  incarnation: number,
  applications: number,
): { rssWarmMb: number; rssEndMb: number; rssGrowthPercent: number } {
  const own = samples.filter((sample) => sample.incarnation === incarnation);
  const first = own[0]?.finished ?? 0;
  const warm = own.filter((sample) => sample.finished >= first + applications / 10);
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
  };
  const base = median((warm.length > 0 ? warm : own).slice(0, 5).map((sample) => sample.rss));
  const end = median(own.slice(-5).map((sample) => sample.rss));
  const megabyte = 1024 * 1024;
  return {
    rssWarmMb: base / megabyte,
    rssEndMb: end / megabyte,
    rssGrowthPercent: ((end - base) / base) * 100,
  };
}
