// Deeply nested JSON at every layer it can reach: the shared payload schema bounds nesting, the
// dispatcher and the browser host answer a Result whatever the depth, a stored draft that cannot
// be parsed is quarantined with its reason and never blocks the store, read failures say "read",
// and the sandbox answers such a merchant with 400 and a field error.
import { mkdir, readdir, rm, unlink } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDispatcher } from '../../electron/core/ipc/dispatch';
import { indexSnapshotName } from '../../electron/core/drafts/draft-index';
import { AppErrorSchema } from '../../shared/result';
import { launch, rawRequest, startHostFixture, type HostFixture } from '../browser/host-fixture';
import { validFullPayload } from '../fixtures/merchant';
import { openTestStore, unwrap } from '../core/drafts/support/open-store';
import { dataKeyOf, writeRawDraft } from '../core/drafts/support/raw-files';
import { makeTempDir } from '../core/drafts/support/temp-dir';
import { signedFetch, useSignedInSandbox, type ErrorBody } from '../sandbox/sandbox-harness';
import { capturingLogger, recordingHandlers } from './recording-handlers';

const draftId = '3f1c2b9e-8d7a-4c6b-9e5f-0a1b2c3d4e5f';

/** `{ a: { a: ... 1 } }`, `depth` objects deep, built without recursion. */
function nested(depth: number): unknown {
  let value: unknown = 1;
  for (let level = 0; level < depth; level += 1) value = { a: value };
  return value;
}

/** The same as JSON text, for depths no JSON.stringify could produce. */
function nestedText(depth: number): string {
  return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

describe('the payload schema and the dispatcher', () => {
  function dispatcher() {
    const recorded = recordingHandlers();
    const dispatch = createDispatcher<null>({
      handlers: recorded.handlers,
      isTrustedSender: () => true,
      logger: capturingLogger().logger,
    });
    return { dispatch, calls: recorded.calls };
  }

  it('refuses drafts:save nested 1,500 levels deep with a field error, before any handler', async () => {
    const { dispatch, calls } = dispatcher();
    const result = await dispatch(
      'drafts:save',
      { id: draftId, payload: { legalName: 'Deep', portfolio: nested(1500) } },
      null,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('BAD_REQUEST');
    expect(result.error.fieldErrors).toEqual([
      { field: 'payload.portfolio', message: expect.stringMatching(/levels deep/) },
    ]);
    expect(calls).toHaveLength(0);
  });

  it('still accepts a pass-through value nested 20 levels, and answers a Result at 100,000', async () => {
    const { dispatch, calls } = dispatcher();
    const allowed = await dispatch(
      'drafts:save',
      { id: draftId, payload: { portfolio: nested(20) } },
      null,
    );
    expect(calls).toHaveLength(1);
    expect(allowed.ok || allowed.error.code).toBe('NOT_FOUND'); // the recording handler's answer
    const deepest = JSON.parse(`{"id":"${draftId}","payload":{"x":${nestedText(100_000)}}}`);
    const refused = await dispatch('drafts:save', deepest, null);
    expect(refused.ok || refused.error.code).toBe('BAD_REQUEST');
    expect(calls).toHaveLength(1);
  });

  it('turns a throw anywhere in a call into a Result, never a rejected promise', async () => {
    const recorded = recordingHandlers();
    const dispatch = createDispatcher<null>({
      handlers: recorded.handlers,
      isTrustedSender: () => true,
      logger: capturingLogger().logger,
    });
    // A request whose getter throws while the schema reads it.
    const hostile = Object.defineProperty({}, 'id', {
      enumerable: true,
      get() {
        throw new RangeError('Maximum call stack size exceeded');
      },
    });
    const result = await dispatch('drafts:get', hostile, null);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(AppErrorSchema.safeParse(result.error).success).toBe(true);
  });
});

describe('the browser host', () => {
  let fixture: HostFixture;
  beforeEach(async () => {
    fixture = await startHostFixture({ maxBodyBytes: 1024 * 1024 });
  });
  afterEach(() => fixture.close());

  it.each([1500, 100_000])('answers a JSON Result for a body %i levels deep', async (depth) => {
    const cookie = await launch(fixture.host);
    const response = await rawRequest(fixture.host.port, {
      method: 'POST',
      path: '/ipc/drafts:save',
      headers: {
        'Content-Type': 'application/json',
        Cookie: cookie,
        Origin: fixture.host.origin,
        Host: `127.0.0.1:${fixture.host.port}`,
      },
      body: `{"id":"${draftId}","payload":{"x":${nestedText(depth)}}}`,
    });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = JSON.parse(response.body) as { ok: boolean; error?: { code: string } };
    expect(body).toMatchObject({ ok: false, error: { code: 'BAD_REQUEST' } });
    expect(fixture.calls).toHaveLength(0);
  });
});

describe('a stored draft that cannot be parsed', () => {
  let dir: string;
  let cleanup: () => Promise<void>;
  let victim: string;
  let others: string[];

  beforeEach(async () => {
    ({ dir, cleanup } = await makeTempDir());
    const store = await openTestStore(dir);
    const created = [];
    for (const name of ['Alpha', 'Bravo', 'Charlie'])
      created.push(unwrap(await store.create({ payload: { legalName: name } })));
    await store.close();
    const [first, ...rest] = created;
    victim = first!.id;
    others = rest.map((draft) => draft.id);
    // The victim's current revision is replaced by one nested too deep to parse safely: what an
    // older build (which accepted it) would have written.
    const name = (await readdir(path.join(dir, 'drafts'))).find((file) => file.startsWith(victim));
    const revision = Number(name!.split('.')[1]);
    await unlink(path.join(dir, 'drafts', name!));
    await writeRawDraft(dir, await dataKeyOf(dir), { id: victim, revision }, 1, {
      ...first,
      payload: { legalName: 'Alpha', portfolio: nested(1500) },
    });
  });
  afterEach(() => cleanup());

  it('is quarantined with its reason on read; the others still load', async () => {
    const store = await openTestStore(dir);
    try {
      const read = await store.get(victim);
      expect(read.ok || read.error.code).toBe('CORRUPT');
      expect(store.quarantined()).toEqual([
        expect.objectContaining({
          id: victim,
          reason: expect.stringMatching(/payload\.portfolio/),
        }),
      ]);
      for (const id of others) expect(unwrap(await store.get(id)).id).toBe(id);
    } finally {
      await store.close();
    }
  });

  it('never blocks an index rebuild: the store opens and lists the others', async () => {
    await rm(path.join(dir, indexSnapshotName));
    for (const name of await readdir(dir))
      if (name.endsWith('.journal')) await rm(path.join(dir, name));
    const store = await openTestStore(dir);
    try {
      const listed = unwrap(await store.list({})).items.map((item) => item.id);
      expect(listed.sort()).toEqual([...others].sort());
      expect(store.quarantined().map((record) => record.id)).toEqual([victim]);
    } finally {
      await store.close();
    }
  });

  it('says "read", not "saved", when a draft file cannot be read', async () => {
    const store = await openTestStore(dir);
    try {
      const target = others[0]!;
      const name = (await readdir(path.join(dir, 'drafts'))).find((file) =>
        file.startsWith(target),
      );
      // A folder where the file was: reading it fails with EISDIR, an I/O error, not damage.
      await rm(path.join(dir, 'drafts', name!));
      await mkdir(path.join(dir, 'drafts', name!));
      const read = await store.get(target);
      expect(read.ok).toBe(false);
      if (read.ok) return;
      expect(read.error.code).toBe('STORAGE');
      expect(read.error.message).toMatch(/could not be read/);
      expect(read.error.message).not.toMatch(/saved/);
    } finally {
      await store.close();
    }
  });
});

describe('the sandbox', () => {
  const session = useSignedInSandbox();

  it.each([1500, 100_000])(
    'answers a merchant nested %i levels deep with 400 and a field error',
    async (depth) => {
      const payload = JSON.stringify(validFullPayload()).replace(
        '"portfolio":null',
        `"portfolio":${nestedText(depth)}`,
      );
      expect(payload).toContain('"portfolio":{"a":');
      const response = await signedFetch(
        session.harness,
        session.access,
        'POST',
        '/boarding/v2/merchant',
        {
          body: payload,
          headers: { 'Content-Type': 'application/json; charset=utf-8' },
        },
      );
      expect(response.status).toBe(400);
      const body = (await response.json()) as ErrorBody;
      expect(body.errors).toEqual([
        { field: 'portfolio', message: expect.stringMatching(/levels deep/) },
      ]);
    },
  );
});
