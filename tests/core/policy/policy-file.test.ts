// The organisation's file, read as the app reads it (decisions 83), from real files in a temp dir:
// each kind of bad input is named (the file, the settings to fix) and applies nothing.
import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { filePolicySource, readPolicyFile } from '../../../electron/core/policy/policy-file';
import { createPolicyService } from '../../../electron/core/policy/policy-service';
import { maxPolicyBytes } from '../../../shared/policy/policy-schema';
import type { Logger } from '../../../shared/logger';
import { validPolicyInput, type PolicyInput } from '../../fixtures/policy';

let dir: string;
let file: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'policy-file-'));
  file = path.join(dir, 'policy.json');
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const writePolicy = (input: PolicyInput | string) =>
  writeFile(file, typeof input === 'string' ? input : JSON.stringify(input, null, 2));

function recordingLogger() {
  const lines: { message: string; data?: Record<string, unknown> }[] = [];
  const log = (message: string, data?: Record<string, unknown>) => lines.push({ message, data });
  const logger: Logger = { debug: log, info: log, warn: log, error: log };
  return { logger, text: () => JSON.stringify(lines) };
}

async function snapshotOf(logger?: Logger) {
  const service = createPolicyService({
    sources: [filePolicySource({ file })],
    clock: { now: () => Date.parse('2026-12-01T09:00:00Z') },
    logger: logger ?? recordingLogger().logger,
  });
  try {
    return await service.refresh();
  } finally {
    service.close();
  }
}

describe('a good policy file', () => {
  it('is applied with its place and the time it was applied', async () => {
    await writePolicy(validPolicyInput());
    const snapshot = await snapshotOf();
    expect(snapshot.problem).toBeNull();
    expect(snapshot.source).toEqual({ kind: 'file', location: file });
    expect(snapshot.appliedAt).toBe('2026-12-01T09:00:00.000Z');
    expect(snapshot.policy?.organisation).toBe('Acme Payments IT');
    // The schema's defaults are filled in: the environment has its token paths.
    expect(snapshot.policy?.environments?.[0]?.merchantGetPath).toBe('/boarding/v2/merchant/{id}');
  });

  it('may start with the byte-order mark Notepad writes', async () => {
    await writePolicy(`\uFEFF${JSON.stringify(validPolicyInput())}`);
    expect((await snapshotOf()).policy?.organisation).toBe('Acme Payments IT');
  });

  it('is no policy at all when the fixed place has no file', async () => {
    expect(await snapshotOf()).toEqual({
      policy: null,
      source: null,
      appliedAt: null,
      problem: null,
      isPending: false,
    });
  });
});

describe('bad input: named, and nothing applied', () => {
  const environment = (overrides: PolicyInput) => ({
    ...(validPolicyInput().environments as PolicyInput[])[0],
    ...overrides,
  });

  const cases: {
    name: string;
    content: () => PolicyInput | string | Buffer;
    cause: string;
    setting: string;
    message: RegExp;
  }[] = [
    {
      name: 'not JSON',
      content: () => '{ "schemaVersion": 1, "organisation": "Acme", }',
      cause: 'not-json',
      setting: '',
      message: /Not valid JSON/,
    },
    {
      name: 'a schema failure (a catalogue entry without its code)',
      content: () =>
        validPolicyInput({
          inviteCatalogue: [{ label: 'Bars', environmentId: 'acme-prod', summary: 'Bars 3%' }],
        }),
      cause: 'schema',
      setting: 'inviteCatalogue[0].code',
      message: /expected string/,
    },
    {
      name: 'an http:// address that is not loopback',
      content: () =>
        validPolicyInput({
          environments: [
            environment({}),
            environment({ id: 'acme-test', name: 'Test', baseUrl: 'http://test.acme.example' }),
          ],
        }),
      cause: 'schema',
      setting: 'environments[1].baseUrl',
      message: /^Use https \(http only for 127\.0\.0\.1\)$/,
    },
    {
      name: 'an agreement for an environment the file does not define (a typo in its id)',
      content: () =>
        validPolicyInput({
          agreements: [
            { environmentId: 'acme-prd', language: 'en', version: 'v1', text: 'Acme terms.' },
          ],
        }),
      cause: 'schema',
      setting: 'agreements[0].environmentId',
      message: /^No environment "acme-prd" in this file/,
    },
    {
      name: 'a file larger than 1 MB',
      content: () => Buffer.alloc(maxPolicyBytes + 1, 0x20),
      cause: 'too-large',
      setting: '',
      message: /larger than 1 MB/,
    },
    {
      name: 'an unknown schemaVersion',
      content: () => validPolicyInput({ schemaVersion: 2 }),
      cause: 'unknown-version',
      setting: 'schemaVersion',
      message: /reads schemaVersion 1; this policy is written for 2/,
    },
    {
      name: 'a consumer secret',
      content: () =>
        validPolicyInput({ environments: [environment({ consumerSecret: 'do-not-ship' })] }),
      cause: 'schema',
      setting: 'environments[0].consumerSecret',
      message: /consumer secret never goes in the policy/,
    },
    {
      name: 'two environments with one id',
      content: () =>
        validPolicyInput({ environments: [environment({}), environment({ name: 'Again' })] }),
      cause: 'schema',
      setting: 'environments[1].id',
      message: /The id "acme-prod" is used twice/,
    },
  ];

  it.each(cases)('$name', async ({ content, cause, setting, message }) => {
    const value = content();
    await writeFile(
      file,
      typeof value === 'object' && !Buffer.isBuffer(value) ? JSON.stringify(value) : value,
    );
    const { logger, text } = recordingLogger();
    const snapshot = await snapshotOf(logger);
    expect(snapshot.policy).toBeNull();
    expect(snapshot.source).toBeNull();
    expect(snapshot.problem?.cause).toBe(cause);
    expect(snapshot.problem?.source).toEqual({ kind: 'file', location: file });
    const issue = snapshot.problem?.issues.find((candidate) => candidate.setting === setting);
    expect(issue, JSON.stringify(snapshot.problem?.issues)).toBeDefined();
    expect(issue?.message).toMatch(message);
    // The log names the cause and the settings, never a value from the file.
    expect(text()).toContain(cause);
    expect(text()).not.toContain('do-not-ship');
    expect(text()).not.toContain('Acme merchant terms');
  });

  it('is a problem, not "no policy", when --policy names a file that is not there', async () => {
    const read = await readPolicyFile({ file, isRequired: true });
    expect(read.status).toBe('problem');
    expect(read.status === 'problem' && read.problem).toMatchObject({
      cause: 'unreadable',
      osCode: 'ENOENT',
      source: { kind: 'file', location: file },
    });
  });

  it('is unreadable (with the system code) when the place is a folder', async () => {
    await mkdir(file);
    const read = await readPolicyFile({ file });
    expect(read.status === 'problem' && read.problem.cause).toBe('unreadable');
    expect(read.status === 'problem' && read.problem.osCode).toBe('EISDIR');
  });
});
