// The one registration wrapper (conventions 3), free of Electron so main and browser mode share it:
// check the sender, reject unknown channels, safeParse the request, run the handler, and turn
// anything thrown into a Result INTERNAL with a reference id (conventions 12). Renderer data stays
// `unknown` until parsed, and a rejected call never reaches a handler, so it cannot change state.
// "Anything thrown" covers every step, not only the handler: a schema can throw on a hostile value
// (a getter that throws, a stack overflow), and an exception here would reach the transport as a
// bare failure instead of a Result (conventions 4).
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { contract, type Channel } from '../../../shared/ipc/contract';
import { channelNames } from '../../../shared/ipc/channels';
import { formatFieldPath } from '../../../shared/merchant/field-path';
import { err, type AppError, type FieldError } from '../../../shared/result';
import type { Logger } from '../ports';
import type { Handlers } from './handlers';

export type IpcResult = { ok: true; value: unknown } | { ok: false; error: AppError };

export interface DispatcherOptions<Sender> {
  handlers: Handlers;
  /** Electron: our window, top frame, our origin. Browser mode: cookie, Host and Origin. */
  isTrustedSender: (sender: Sender, channel: string) => boolean;
  logger: Logger;
  newReferenceId?: () => string;
}

export type Dispatch<Sender> = (
  channel: unknown,
  rawRequest: unknown,
  sender: Sender,
) => Promise<IpcResult>;

const maxReportedIssues = 20;

export function createDispatcher<Sender>(options: DispatcherOptions<Sender>): Dispatch<Sender> {
  assertOneHandlerPerChannel(options.handlers);
  const newReferenceId = options.newReferenceId ?? randomUUID;
  const { logger } = options;

  function internal(message: string, data: Record<string, unknown>): IpcResult {
    const referenceId = newReferenceId();
    try {
      logger.error(message, { ...data, referenceId });
    } catch {
      // A logger that fails must not turn this answer into a throw.
    }
    return err(
      'INTERNAL',
      'Something went wrong. Please try again, and quote the reference if it persists.',
      {
        referenceId,
      },
    );
  }

  return async function dispatch(channel, rawRequest, sender) {
    try {
      return await dispatchOne(channel, rawRequest, sender);
    } catch (error) {
      return internal('ipc call failed', { channel: String(channel).slice(0, 100), error });
    }
  };

  async function dispatchOne(
    channel: unknown,
    rawRequest: unknown,
    sender: Sender,
  ): Promise<IpcResult> {
    let isTrusted = false;
    try {
      isTrusted = options.isTrustedSender(sender, String(channel));
    } catch (error) {
      logger.warn('ipc sender check threw', { error });
    }
    if (!isTrusted) {
      logger.warn('ipc call from an untrusted sender refused', {
        channel: String(channel).slice(0, 100),
      });
      return err('FORBIDDEN', 'This request did not come from Boarding Desk.');
    }
    if (!isKnownChannel(channel)) {
      return err('BAD_REQUEST', 'Unknown request type.');
    }
    const spec: { request: z.ZodType; response: z.ZodType } = contract[channel];
    const parsed = spec.request.safeParse(rawRequest);
    if (!parsed.success) {
      // Paths and zod's messages only: zod 4 messages name types, never the received value, so
      // nothing the renderer sent (possibly PII) is echoed or logged.
      return err('BAD_REQUEST', `Malformed ${channel} request.`, {
        fieldErrors: toFieldErrors(parsed.error),
      });
    }
    let response: unknown;
    try {
      const handler = options.handlers[channel] as (request: unknown) => unknown;
      response = await handler(parsed.data);
    } catch (error) {
      return internal('ipc handler threw', { channel, error });
    }
    // Every answer is parsed, in packaged builds too, and only zod's output leaves: z.object()
    // strips keys the contract does not name, but only from the parsed copy, so sending the
    // handler's own object would let an extra field (a token, a verifier, a BoardingError's
    // internals) reach the renderer whatever the schema says (conventions 5).
    const checked = spec.response.safeParse(response);
    if (!checked.success) {
      return internal('ipc handler answered outside its contract', {
        channel,
        issues: toFieldErrors(checked.error),
      });
    }
    return checked.data as IpcResult;
  }
}

function isKnownChannel(channel: unknown): channel is Channel {
  // Object.hasOwn, not `in`: `constructor` or `__proto__` must not look like channels.
  return typeof channel === 'string' && Object.hasOwn(contract, channel);
}

function toFieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.slice(0, maxReportedIssues).map((issue) => ({
    field: formatFieldPath(issue.path),
    message: issue.message,
  }));
}

/** Runtime twin of the compile-time `Handlers` check, for handler maps built dynamically. */
function assertOneHandlerPerChannel(handlers: Handlers): void {
  const expected = new Set<string>(channelNames);
  const given = Object.keys(handlers);
  const missing = [...expected].filter(
    (name) => typeof (handlers as Record<string, unknown>)[name] !== 'function',
  );
  const extra = given.filter((name) => !expected.has(name));
  if (missing.length > 0 || extra.length > 0) {
    throw new Error(
      `IPC handlers do not match the contract: missing [${missing.join(', ')}], extra [${extra.join(', ')}]`,
    );
  }
}
