// Duplicate lookup (decisions 30): "does another application have this tax id?" when an agent
// enters one, with 50,000 applications on the computer. Each lookup is a drafts:duplicates call
// through the one dispatcher with what the editor sends (tax id, SSNs, bank account, legal name
// and ZIP of the draft being typed), its request and answer serialized and parsed as the transport
// does; half of them find another application. Target: p95 <= 5 ms. Beside it, once each, with
// the index file gone (every draft decrypted and keyed, as after an update that brings the index):
// the first lookup right after the open (it joins the background load and finishes it), when the
// background load was done, and the first lookup made 45 s after the open (the agent has started
// typing: it should find the index ready); and the first lookup after a reopen (the file read back).
// 50,000 drafts are populated straight through the file codec (setup, not measured), each with
// its own numbers.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import os from 'node:os';
import path from 'node:path';
import { draftHandlers } from '../../electron/core/app/handlers/draft-handlers';
import type { Workspace } from '../../electron/core/app/workspace';
import { aesGcmCipher } from '../../electron/core/crypto/key-file-cipher';
import { duplicatesFileName } from '../../electron/core/drafts/duplicate-index';
import { openDraftStore, type DraftStore } from '../../electron/core/drafts/draft-store';
import { createDispatcher, type Dispatch } from '../../electron/core/ipc/dispatch';
import type { Handlers } from '../../electron/core/ipc/handlers';
import { silentLogger, type Cipher, type Logger } from '../../electron/core/ports';
import type { Draft } from '../../shared/drafts/draft-schema';
import { channelNames } from '../../shared/ipc/channels';
import { err, ok } from '../../shared/result';
import { validFullPayload, validFundingAccount, validOwner } from '../../tests/fixtures/merchant';
import { populate } from './drafts.bench';
import { benchReport, measured, percentile, type BenchReport } from './report';

const count = 50_000;
const lookups = 400;
const lookupAfterS = 45;

/** Distinct, well-formed numbers for application `n`. */
function numbersOf(n: number) {
  return {
    taxId: String(100_000_000 + n),
    ssn: `${String(100 + (n % 500))}${String(10 + (n % 89))}${String(1000 + (n % 9000))}`,
    accountNumber: String(10_000_000 + n),
  };
}

/** Half of them submitted; each with its own numbers (numbersOf), none in plain on disk. */
function withNumbers(draft: Draft, n: number): Draft {
  const { taxId, ssn, accountNumber } = numbersOf(n);
  const { referenceId: _referenceId, ...payload } = validFullPayload({
    legalName: `Merchant ${n} Holdings`,
    taxId,
    owner: [validOwner({ ssn })],
    fundingAccount: [validFundingAccount({ accountNumber })],
  });
  const isSubmitted = n % 2 === 0;
  return {
    ...draft,
    lifecycle: isSubmitted ? 'submitted' : 'ready',
    payload,
    ...(isSubmitted
      ? { submission: { merchantId: String(n + 1), submittedAt: draft.createdAt, history: [] } }
      : {}),
  };
}

async function openStore(
  dir: string,
  cipher: Cipher,
  logger: Logger = silentLogger,
): Promise<DraftStore> {
  const opened = await openDraftStore({ dir, cipher, logger });
  if (!opened.ok) throw new Error(opened.error.message);
  return opened.value;
}

/** The bench saves and looks up drafts; none of its calls reads documents. */
const noDocuments = {
  holder: { open: async () => err('NOT_FOUND', 'not part of this bench') },
  folder: '',
};

function dispatcherOver(store: DraftStore): Dispatch<'bench'> {
  const workspace = { drafts: store } as unknown as Workspace;
  const others = Object.fromEntries(
    channelNames.map((channel) => [channel, () => err('NOT_FOUND', 'not part of this bench')]),
  );
  const handlers = {
    ...others,
    ...draftHandlers(async () => ok(workspace), noDocuments),
  } as Handlers;
  return createDispatcher({ handlers, isTrustedSender: () => true, logger: silentLogger });
}

/** What the editor's duplicate watch (renderer/editor/duplicate-watch.ts) sends for the draft being typed. */
function request(id: string, n: number, isShared: boolean) {
  const numbers = numbersOf(isShared ? n : count + n);
  return JSON.stringify({
    id,
    payload: {
      taxId: numbers.taxId,
      legalName: 'New Merchant LLC',
      legalZip: '62704',
      owner: [{ ssn: numbers.ssn }],
      fundingAccount: [{ routingNumber: '021000021', accountNumber: numbers.accountNumber }],
    },
  });
}

async function lookupOnce(dispatch: Dispatch<'bench'>, body: string): Promise<number> {
  const started = performance.now();
  const answer = await dispatch('drafts:duplicates', JSON.parse(body), 'bench');
  JSON.parse(JSON.stringify(answer));
  const elapsed = performance.now() - started;
  if (!answer.ok) throw new Error(`drafts:duplicates failed: ${answer.error.message}`);
  return elapsed;
}

export default async function duplicatesBench(): Promise<BenchReport> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'bench-duplicates-'));
  const cipher = aesGcmCipher(randomBytes(32), 'bench');
  try {
    const dir = path.join(root, 'data');
    const ids = await populate(dir, cipher, count, withNumbers);
    let store = await openStore(dir, cipher);
    let dispatch = dispatcherOver(store);
    const typing = ids[1]!;

    const firstBuilt = await lookupOnce(dispatch, request(typing, 0, true));
    const samples: number[] = [];
    for (let n = 0; n < lookups; n += 1)
      samples.push(await lookupOnce(dispatch, request(typing, n * 97, n % 2 === 0)));
    await store.close();

    store = await openStore(dir, cipher);
    dispatch = dispatcherOver(store);
    const firstFromFile = await lookupOnce(dispatch, request(typing, 2, true));
    await store.close();

    // The agent starts typing a while after the app opened: the background load should be done.
    await rm(path.join(dir, duplicatesFileName));
    let loadedAt = Number.NaN;
    const noticing: Logger = {
      ...silentLogger,
      info: (message) => {
        if (message === 'duplicate index loaded') loadedAt = performance.now();
      },
    };
    store = await openStore(dir, cipher, noticing);
    const openedAt = performance.now();
    dispatch = dispatcherOver(store);
    await sleep(lookupAfterS * 1000);
    const firstLater = await lookupOnce(dispatch, request(typing, 4, true));
    const readyS = (loadedAt - openedAt) / 1000;
    await store.close();

    return benchReport({
      [`duplicate lookup p95 @${count} (p95 of ${lookups})`]: measured(
        percentile(samples, 95),
        'ms',
        '<=',
        5,
      ),
      [`duplicate lookup p50 @${count}`]: measured(percentile(samples, 50), 'ms', '<=', 5),
      [`first lookup after a reopen @${count}`]: measured(firstFromFile, 'ms', '<=', 1000),
      [`first lookup ${lookupAfterS} s after open, index file gone @${count}`]: measured(
        firstLater,
        'ms',
        '<=',
        5,
      ),
      [`duplicate index loaded in the background, after open @${count}`]: measured(
        readyS,
        's',
        '<=',
        lookupAfterS,
      ),
      [`first lookup right after open, index built from the files @${count}`]: measured(
        firstBuilt,
        'ms',
        '<=',
        60_000,
        0,
      ),
    });
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}
