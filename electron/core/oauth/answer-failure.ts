// What an answer whose body could not be read means, in the agent's words, for every call the
// app makes (sign-in, merchant calls, status checks). The status line arrived, so the service was
// reached: an answer over the cap (decisions 18) or a body that broke off is the service's
// problem (SERVER_ERROR), never "could not be reached" (OFFLINE); the request's time budget
// running out mid-body, or the caller stopping it (app quit, a cancelled sign-in), reads as
// TIMEOUT.
import type { AnswerBody } from '../../../node/http-body';
import type { AppError } from '../../../shared/result';
import { classifyFetchFailure } from './fetch-failure';

export type AnswerFailure = Exclude<AnswerBody, { ok: true }>;

/** `what` names the service ("The boarding service"); `status` is the answer's HTTP status. */
export function answerFailureError(
  failure: AnswerFailure,
  what: string,
  status: number,
  callerSignal?: AbortSignal,
): AppError {
  if (failure.reason === 'too-large') {
    return {
      code: 'SERVER_ERROR',
      message: `${what} sent an answer larger than ${byteSize(failure.limit)} (HTTP ${status}); it was not read.`,
      status,
    };
  }
  const kind = classifyFetchFailure(failure.error, callerSignal).kind;
  if (kind === 'timeout' || kind === 'cancelled') {
    return {
      code: 'TIMEOUT',
      message: `${what} began to answer (HTTP ${status}) but did not finish in time.`,
      status,
    };
  }
  return {
    code: 'SERVER_ERROR',
    message: `${what} answered (HTTP ${status}) but its answer broke off before the end.`,
    status,
  };
}

function byteSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MiB`;
  return `${Math.round(bytes / 1024)} KiB`;
}
