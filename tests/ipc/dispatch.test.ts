// The one registration wrapper (conventions 3): sender check, unknown channel, safeParse, thrown
// errors → INTERNAL with a reference id, responses checked against the contract.
import { describe, expect, it } from 'vitest';
import { createDispatcher } from '../../electron/core/ipc/dispatch';
import { formatFieldPath as formatPath } from '../../shared/merchant/field-path';
import type { Handlers } from '../../electron/core/ipc/handlers';
import { ok } from '../../shared/result';
import { capturingLogger, recordingHandlers } from './recording-handlers';
import { validRequests } from './valid-requests';

interface Sender {
  isOurs: boolean;
}
const ours: Sender = { isOurs: true };
const stranger: Sender = { isOurs: false };

function setup(override: Partial<Handlers> = {}) {
  const recorded = recordingHandlers();
  const captured = capturingLogger();
  let nextReference = 0;
  const dispatch = createDispatcher<Sender>({
    handlers: { ...recorded.handlers, ...override },
    isTrustedSender: (sender) => sender.isOurs,
    logger: captured.logger,
    newReferenceId: () => `ref-${++nextReference}`,
  });
  return { dispatch, calls: recorded.calls, lines: captured.lines };
}

describe('dispatcher', () => {
  it('runs the handler with the parsed request for a trusted sender', async () => {
    const { dispatch, calls } = setup();
    const result = await dispatch('drafts:get', validRequests['drafts:get'], ours);
    expect(result).toEqual({ ok: false, error: { code: 'NOT_FOUND', message: 'nothing here' } });
    expect(calls).toEqual([{ channel: 'drafts:get', request: validRequests['drafts:get'] }]);
  });

  it('refuses an untrusted sender before looking at anything else', async () => {
    const { dispatch, calls, lines } = setup();
    for (const channel of ['drafts:delete', 'no:such', 42]) {
      const result = await dispatch(channel, validRequests['drafts:delete'], stranger);
      expect(result.ok === false && result.error.code).toBe('FORBIDDEN');
    }
    expect(calls).toHaveLength(0);
    expect(lines.filter((line) => line.level === 'warn')).toHaveLength(3);
  });

  it('treats a sender check that throws as untrusted', async () => {
    const recorded = recordingHandlers();
    const dispatch = createDispatcher<null>({
      handlers: recorded.handlers,
      isTrustedSender: () => {
        throw new Error('frame gone');
      },
      logger: capturingLogger().logger,
    });
    const result = await dispatch('app:info', undefined, null);
    expect(result.ok === false && result.error.code).toBe('FORBIDDEN');
    expect(recorded.calls).toHaveLength(0);
  });

  it('answers BAD_REQUEST for unknown channels, including prototype keys', async () => {
    const { dispatch, calls } = setup();
    for (const channel of [
      'drafts:explode',
      '__proto__',
      'constructor',
      'toString',
      'hasOwnProperty',
      '',
      null,
      {},
    ]) {
      const result = await dispatch(channel, undefined, ours);
      expect(result.ok === false && result.error.code, String(channel)).toBe('BAD_REQUEST');
    }
    expect(calls).toHaveLength(0);
  });

  it('answers BAD_REQUEST with field paths for a malformed request and never echoes the values', async () => {
    const { dispatch, calls } = setup();
    const result = await dispatch(
      'drafts:save',
      { id: '123-45-6789', payload: 'SSN 123456789', extra: 1 },
      ours,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('BAD_REQUEST');
    expect(result.error.fieldErrors?.map((e) => e.field).sort()).toEqual(
      ['', 'id', 'payload'].sort(),
    );
    expect(JSON.stringify(result)).not.toMatch(/123-45-6789|123456789/);
    expect(calls).toHaveLength(0);
  });

  it('turns a thrown error into INTERNAL with a reference id that matches the log line', async () => {
    const { dispatch, lines } = setup({
      'auth:status': () => {
        throw new Error('vault exploded');
      },
    });
    const result = await dispatch('auth:status', undefined, ours);
    expect(result).toMatchObject({ ok: false, error: { code: 'INTERNAL', referenceId: 'ref-1' } });
    if (result.ok) return;
    expect(result.error.message).not.toContain('vault exploded');
    const logged = lines.find((line) => line.level === 'error');
    expect(logged?.data?.referenceId).toBe('ref-1');
    expect((logged?.data?.error as Error).message).toBe('vault exploded');
  });

  it('turns a rejected promise into INTERNAL too', async () => {
    const { dispatch } = setup({ 'outbox:state': () => Promise.reject(new TypeError('late')) });
    const result = await dispatch('outbox:state', undefined, ours);
    expect(result.ok === false && result.error.code).toBe('INTERNAL');
  });

  it('refuses an answer outside the contract', async () => {
    const leaky = (() =>
      ok({ name: 'Boarding Desk', tokenSecret: 'oops' })) as unknown as Handlers['app:info'];
    const { dispatch, lines } = setup({ 'app:info': leaky });
    const result = await dispatch('app:info', undefined, ours);
    expect(result).toMatchObject({ ok: false, error: { code: 'INTERNAL', referenceId: 'ref-1' } });
    expect(JSON.stringify(result)).not.toContain('oops');
    expect(lines.some((line) => line.message.includes('outside its contract'))).toBe(true);
  });

  it('refuses an answer that is not a Result', async () => {
    const notResult = (() => 'hello') as unknown as Handlers['app:info'];
    const { dispatch } = setup({ 'app:info': notResult });
    const result = await dispatch('app:info', undefined, ours);
    expect(result.ok === false && result.error.code).toBe('INTERNAL');
  });

  // z.object() strips unknown keys only from its parsed copy: the dispatcher must send that copy,
  // in every build (main once skipped the check when packaged), or a field the contract does not
  // name reaches the renderer (conventions 5).
  it('sends only what the contract names', async () => {
    const dispatch = createDispatcher<Sender>({
      handlers: {
        ...recordingHandlers().handlers,
        'merchants:refreshStatus': (() => ({
          ok: false,
          error: { code: 'OFFLINE', message: 'No connection.', oauthVerifier: 'v-secret' },
        })) as unknown as Handlers['merchants:refreshStatus'],
        'audit:list': (() =>
          ok({
            entries: [
              {
                at: '2025-01-01T00:00:00.000Z',
                environmentId: 'sandbox',
                draftId: 'd',
                referenceId: 'r',
                action: 'submit',
                attempt: 1,
                outcome: 'ok',
                tokenSecret: 'ts-secret',
              },
            ],
          })) as unknown as Handlers['audit:list'],
      },
      isTrustedSender: (sender) => sender.isOurs,
      logger: capturingLogger().logger,
    });
    const failed = await dispatch(
      'merchants:refreshStatus',
      validRequests['merchants:refreshStatus'],
      ours,
    );
    expect(failed).toEqual({ ok: false, error: { code: 'OFFLINE', message: 'No connection.' } });
    const listed = await dispatch('audit:list', validRequests['audit:list'], ours);
    expect(listed.ok).toBe(true);
    expect(JSON.stringify(listed)).not.toMatch(/secret/);
    expect(JSON.stringify(listed)).toContain('"referenceId":"r"');
  });

  it('refuses an answer outside the contract', async () => {
    const leaky = (() => ok({ name: 'x' })) as unknown as Handlers['app:info'];
    const dispatch = createDispatcher<Sender>({
      handlers: { ...recordingHandlers().handlers, 'app:info': leaky },
      isTrustedSender: () => true,
      logger: capturingLogger().logger,
    });
    const result = await dispatch('app:info', undefined, ours);
    expect(result.ok === false && result.error.code).toBe('INTERNAL');
  });

  it('formats zod paths in the owner[0].ssn notation of decisions 17', () => {
    expect(formatPath(['owner', 0, 'ssn'])).toBe('owner[0].ssn');
    expect(formatPath([0])).toBe('[0]');
    expect(formatPath([])).toBe('');
  });
});
